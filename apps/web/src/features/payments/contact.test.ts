import { describe, expect, it } from 'vitest';
import { parseContact } from './contact';

describe('parseContact (the receipt contact of CustomerDetails)', () => {
  it('takes an email, trimmed', () => {
    expect(parseContact('email', ' pat@example.com ')).toEqual({
      contact: { email: 'pat@example.com' },
    });
    expect(parseContact('email', '')).toEqual({ errorKey: 'customerDetails.emailRequired' });
    expect(parseContact('email', 'pat@example')).toEqual({
      errorKey: 'customerDetails.emailInvalid',
    });
  });

  it('takes a 10-digit US phone written in any common style', () => {
    for (const text of ['3125550199', '(312) 555-0199', '312.555.0199', '+1 312 555 0199']) {
      expect(parseContact('phone', text)).toEqual({ contact: { phoneNumber: '3125550199' } });
    }
    expect(parseContact('phone', ' ')).toEqual({ errorKey: 'customerDetails.phoneRequired' });
    expect(parseContact('phone', '123-555-0101')).toEqual({
      errorKey: 'customerDetails.phoneInvalid',
    });
    expect(parseContact('phone', '555-0199')).toEqual({ errorKey: 'customerDetails.phoneInvalid' });
  });
});
