/**
 * The sandbox loan system's store counter (outside production only): a store funds a new instalment loan
 * for a signed-in profile today — what happens when a referred person takes their first loan. A profile
 * with no customer record gets a TLXe one (named as given, contact from its sign-in identities). Two halves: the
 * app's (its record of her, sandboxCustomerOf) and the loan system's (openSandboxLoan); behind the loan-systems
 * service the second is its sandbox route (decision 078).
 */
import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE, LoanStatus, zonedParts } from '@lender/domain';
import type { Database, DbOrTx } from '../../../db/client';
import { ValidationError } from '../../../lib/errors';
import { customers, identities, loans, profiles, stores } from '../../../db/schema';
import type { FundedLoanSchema, SandboxFundingSchema } from '../wire/sandbox';

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

/** the customer as the loan system's store counter opens a loan for her: the app's record of her, by its id */
export type SandboxCustomer = SandboxFunding['customer'];

/** what the counter opens a loan from, and what it answers: the sandbox route's wire shapes (decision 078) */
export type SandboxFunding = z.output<typeof SandboxFundingSchema>;
export type FundedLoan = z.output<typeof FundedLoanSchema>;

/** The first store of the brand (the one that funds its sandbox loans); a ValidationError naming the brand without one. */
async function storeOf(db: DbOrTx, brandCode: string): Promise<number> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.brandCode, brandCode))
    .orderBy(asc(stores.id))
    .limit(1);
  if (!store) throw new ValidationError('No store of this brand funds loans.', 'body.brandCode');
  return store.id;
}

/**
 * The app's half: the profile's customer record, made (named as given, contact from its sign-in identities, linked to
 * the profile) when it has none.
 */
export async function sandboxCustomerOf(
  db: DbOrTx,
  input: Omit<FundLoanInput, 'amountCents'>,
): Promise<SandboxCustomer> {
  const columns = {
    id: customers.id,
    tlxeCustomerId: customers.tlxeCustomerId,
    mdmId: customers.mdmId,
    firstName: customers.firstName,
    lastName: customers.lastName,
    dob: customers.dob,
    phone: customers.phone,
    email: customers.email,
    storeId: customers.storeId,
  };
  const [held] = await db
    .select(columns)
    .from(customers)
    .where(eq(customers.profileId, input.profileId))
    .limit(1);
  if (held) return held;
  const contact = await db
    .select({ kind: identities.kind, value: identities.value })
    .from(identities)
    .where(eq(identities.profileId, input.profileId));
  const [made] = await db
    .insert(customers)
    .values({
      tlxeCustomerId: `T${digits(7)}`,
      mdmId: `M${digits(9)}`,
      firstName: input.firstName,
      lastName: input.lastName,
      dob: '1990-01-01',
      phone: contact.find((c) => c.kind === 'phone')?.value ?? `312555${digits(4)}`,
      email: contact.find((c) => c.kind === 'email')?.value ?? `${digits(8)}@example.com`,
      storeId: await storeOf(db, input.brandCode),
      profileId: input.profileId,
      createdAt: input.now,
    })
    .returning(columns);
  if (!made) throw new Error('customer not created');
  await db
    .update(profiles)
    .set({ customerId: made.id, updatedAt: input.now })
    .where(eq(profiles.id, input.profileId));
  return made;
}

/**
 * The loan system's half: its record of the customer (kept as it is when it has one), and a new instalment loan of
 * the amount opened today at the brand's first store.
 */
export async function openSandboxLoan(db: DbOrTx, input: SandboxFunding): Promise<FundedLoan> {
  const storeId = await storeOf(db, input.brandCode);
  await db
    .insert(customers)
    .values({ ...input.customer, createdAt: input.now })
    .onConflictDoNothing({ target: customers.id });
  const openedOn = zonedParts(input.now, DEFAULT_TIME_ZONE).date;
  const loanNumber = `${digits(5)}-001`;
  const [loan] = await db
    .insert(loans)
    .values({
      loanSystem: 'TLXe',
      loanNumber,
      brandCode: input.brandCode,
      customerId: input.customer.id,
      storeId,
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
  return { loanId: loan.id, loanNumber, customerId: input.customer.id, openedOn };
}

/** Both halves in one transaction of the one database (in process). */
export async function fundSandboxLoan(db: Database, input: FundLoanInput): Promise<FundedLoan> {
  return db.transaction(async (tx) =>
    openSandboxLoan(tx, { ...input, customer: await sandboxCustomerOf(tx, input) }),
  );
}
