import { describe, expect, it, vi } from 'vitest';
import type { LoanRecord } from '../../../integrations/loan-systems';
import { NotFoundError } from '../../../lib/errors';
import { accessibleLoan } from './loan-access';

// Two loans the same customer borrows: what a guest session may reach is decided by its link, not by ownership.
const party = {
  recordId: 'customer-1',
  customerId: 'T1',
  firstName: 'Ana',
  lastName: 'Rivera',
  profileId: 'profile-1',
};
const loanOf = (loanId: string) =>
  ({ loanId, lmsId: `${loanId}-lms`, borrower: party, cosigner: null }) as unknown as LoanRecord;
const registry = () => ({ findLoan: vi.fn(async (loanId: string) => loanOf(loanId)) });
const guest = {
  customerId: 'customer-1',
  scope: 'guest' as const,
  guest: { loanId: 'linked', path: '/inl/Accounts/linked/Payment', guestPayment: true },
};

describe('accessibleLoan', () => {
  it('gives a guest session the loan its link names', async () => {
    await expect(accessibleLoan(registry(), guest, 'linked')).resolves.toMatchObject({
      role: 'borrower',
      isAlternate: false,
    });
  });

  it('answers a guest session 404 for any other loan, even one its customer borrows, without reading it', async () => {
    const loans = registry();
    await expect(accessibleLoan(loans, guest, 'other')).rejects.toBeInstanceOf(NotFoundError);
    expect(loans.findLoan).not.toHaveBeenCalled();
    await expect(
      accessibleLoan(loans, { ...guest, scope: 'user', guest: undefined }, 'other'),
    ).resolves.toMatchObject({ role: 'borrower' });
  });
});
