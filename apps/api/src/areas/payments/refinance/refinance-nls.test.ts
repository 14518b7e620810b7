/**
 * A renewal of P3's L1 (NLS: no minimum or maximum rule): refused while L1 is a line of credit (decision 051); made an
 * instalment loan, renewed below the minimum due, L1 closed and the new loan holding the rest.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LoanStatus, renewalTerms } from '@lender/domain';
import { loans } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { pay, savedCards, submit } from '../payments/payments-test-kit';
import { useRenewalApp } from './refinance-app-test-kit';
import { loanRow, renewBody } from './refinance-test-kit';

const L1 = loanIdOf('L1');
const renewing = useRenewalApp();

describe('a renewal of L1 (NLS: no minimum or maximum rule)', () => {
  it('L1 as it is seeded, a line of credit, is not renewed: 409 lineOfCredit, nothing charged (decision 051)', async () => {
    const { t, carla } = renewing;
    const before = await loanRow(t, L1);
    const visa = (await savedCards(t, carla)).find((card) => card.cardNumber === '1111')!;
    const res = await submit(
      t,
      carla,
      renewBody(L1, visa, '10.00', { paymentAmountType: 'other' }),
    );
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'refinance.lineOfCredit']);
    expect(await loanRow(t, L1)).toEqual(before);
  });

  it('P3 pays $10.00 on L1 made an NLS instalment loan, below the minimum due: L1 is closed and the new loan holds the rest', async () => {
    const { t, carla } = renewing;
    await t.database.db.update(loans).set({ productType: 'instalment' }).where(eq(loans.id, L1));
    const old = await loanRow(t, L1);
    expect(old.loanSystem).toBe('NLS');
    const visa = (await savedCards(t, carla)).find((card) => card.cardNumber === '1111')!;
    const { result } = await pay(
      t,
      carla,
      renewBody(L1, visa, '10.00', { paymentAmountType: 'other' }),
    );
    expect(result.Error).toBeNull();
    const terms = renewalTerms(old.payoffCents, 1_000, result.confirmation!.paymentDate);
    expect(await loanRow(t, L1)).toMatchObject({
      status: LoanStatus.Refinance,
      payoffCents: 0,
      payable: false,
    });
    const made = await loanRow(t, result.newLoanId!);
    expect(made).toMatchObject({
      loanSystem: 'NLS',
      loanNumber: '30003-002',
      productType: 'instalment',
      principalCents: old.payoffCents - 1_000,
      interestCents: 0,
      payoffCents: old.payoffCents - 1_000,
      dueDate: terms.newDueDate,
    });
    expect(result.confirmation?.renewal).toMatchObject({
      newLoanLmsId: '30003-002',
      newPrincipalBalanceCents: old.payoffCents - 1_000,
      autoPayEnrolled: false,
    });
  });
});
