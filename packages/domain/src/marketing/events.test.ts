import { describe, expect, it } from 'vitest';
import { looksSecret, marketingIssues } from './events';

describe('the marketing allow-list and secret check', () => {
  it('takes an allowed event with allowed, harmless fields', () => {
    expect(
      marketingIssues({
        eventName: 'signIn',
        dataFields: {
          method: 'password',
          guest: false,
          screen: 'CustomerProfile',
          limitMinutes: 15,
        },
      }),
    ).toEqual([]);
  });

  it('names an event or a field that is not on the list', () => {
    expect(
      marketingIssues({ eventName: 'cardAdded', dataFields: { password: 'DemoPass2026' } }),
    ).toEqual([
      { field: 'eventName', code: 'marketing.eventNotAllowed' },
      { field: 'dataFields.password', code: 'marketing.fieldNotAllowed' },
    ]);
  });

  it('refuses an allowed field whose value looks like a secret', () => {
    expect(marketingIssues({ dataFields: { source: '4111 1111 1111 1111' } })).toEqual([
      { field: 'dataFields.source', code: 'marketing.secretValue' },
    ]);
  });

  it('knows card numbers, SSNs, account numbers, phone numbers, codes and tokens', () => {
    for (const secret of [
      '4111111111111111',
      '4000-0000-0000-3220',
      '123-45-6789',
      '123456789',
      'acct 5550012345',
      '(312) 555-0101',
      '482913',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig',
      'dGhpc2lzYXJlZnJlc2h0b2tlbjEyMzQ1Ng==',
      1234567,
    ])
      expect(looksSecret(secret), String(secret)).toBe(true);
    for (const plain of ['password', 'CustomerProfile', 'es', 'TX', 'Ana', 15, true])
      expect(looksSecret(plain), String(plain)).toBe(false);
  });
});
