/**
 * The sandbox loan system's store counter (outside production only): a store funds a new instalment loan
 * for a signed-in profile today — what happens when a referred person takes their first loan. A profile
 * with no customer record gets a TLXe one (named as given, contact from its sign-in identities).
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, LoanStatus, zonedParts } from '@lender/domain';
import type { Database } from '../../../db/client';
import { ValidationError } from '../../../lib/errors';
import { customers, identities, loans, profiles, stores } from '../../../db/schema';

export interface FundLoanInput {
  profileId: string;
  firstName: string;
  lastName: string;
  amountCents: number;
  brandCode: string;
  now: Date;
}

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export async function fundSandboxLoan(
  db: Database,
  input: FundLoanInput,
): Promise<{ loanId: string; loanNumber: string; customerId: string; openedOn: string }> {
  return db.transaction(async (tx) => {
    const [store] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.brandCode, input.brandCode))
      .orderBy(asc(stores.id))
      .limit(1);
    if (!store) throw new ValidationError('No store of this brand funds loans.', 'body.brandCode');
    let [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.profileId, input.profileId))
      .limit(1);
    if (!customer) {
      const contact = await tx
        .select({ kind: identities.kind, value: identities.value })
        .from(identities)
        .where(eq(identities.profileId, input.profileId));
      const email = contact.find((c) => c.kind === 'email')?.value ?? `${digits(8)}@example.com`;
      const phone = contact.find((c) => c.kind === 'phone')?.value ?? `312555${digits(4)}`;
      [customer] = await tx
        .insert(customers)
        .values({
          tlxeCustomerId: `T${digits(7)}`,
          mdmId: `M${digits(9)}`,
          firstName: input.firstName,
          lastName: input.lastName,
          dob: '1990-01-01',
          phone,
          email,
          storeId: store.id,
          profileId: input.profileId,
          createdAt: input.now,
        })
        .returning({ id: customers.id });
      if (!customer) throw new Error('customer not created');
      await tx
        .update(profiles)
        .set({ customerId: customer.id, updatedAt: input.now })
        .where(and(eq(profiles.id, input.profileId)));
    }
    const openedOn = zonedParts(input.now, DEFAULT_TIME_ZONE).date;
    const loanNumber = `${digits(5)}-001`;
    const [loan] = await tx
      .insert(loans)
      .values({
        loanSystem: 'TLXe',
        loanNumber,
        brandCode: input.brandCode,
        customerId: customer.id,
        storeId: store.id,
        productType: 'instalment',
        status: LoanStatus.Open,
        principalCents: input.amountCents,
        accruedThrough: openedOn,
        minimumDueCents: Math.round(input.amountCents / 6),
        instalmentCents: Math.round(input.amountCents / 6),
        dueDate: addDays(openedOn, 14),
        openedOn,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: loans.id });
    if (!loan) throw new Error('loan not created');
    return { loanId: loan.id, loanNumber, customerId: customer.id, openedOn };
  });
}
