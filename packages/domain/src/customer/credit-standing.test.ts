import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCreditRefusal } from './credit-standing';

const clear = { inBankruptcy: false, mlaCovered: false };

describe('newCreditRefusal', () => {
  it('refuses new credit in bankruptcy, whatever else', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom('NLS', 'TLXe'), fc.boolean(), (mla, system, on) => {
        expect(
          newCreditRefusal({ inBankruptcy: true, mlaCovered: mla }, system, {
            allowNlsMlaCheck: on,
          }),
        ).toBe('bankruptcy');
      }),
    );
  });

  it('refuses a covered borrower on TLXe always, on NLS only with allowNlsMlaCheck on', () => {
    const covered = { ...clear, mlaCovered: true };
    expect(newCreditRefusal(covered, 'TLXe', { allowNlsMlaCheck: false })).toBe('mlaCovered');
    expect(newCreditRefusal(covered, 'NLS', { allowNlsMlaCheck: false })).toBeNull();
    expect(newCreditRefusal(covered, 'NLS', { allowNlsMlaCheck: true })).toBe('mlaCovered');
  });

  it('lets a borrower in good standing through', () => {
    expect(newCreditRefusal(clear, 'TLXe', { allowNlsMlaCheck: true })).toBeNull();
  });
});
