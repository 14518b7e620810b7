import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { customers, loans, profiles } from '../schema';
import { profileIdOf, type PersonaKey } from './ids';

/** Look-ups the persona tests share: a persona's profile and customer, their loans, a loan by number. */
export async function customerOf(db: Database, key: PersonaKey) {
  const [profile] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.id, profileIdOf(key)));
  const [customer] = profile?.customerId
    ? await db.select().from(customers).where(eq(customers.id, profile.customerId))
    : [];
  return { profile, customer };
}

export async function loansOf(db: Database, key: PersonaKey) {
  const { customer } = await customerOf(db, key);
  if (!customer) return [];
  return db.select().from(loans).where(eq(loans.customerId, customer.id));
}

export async function loanByNumber(db: Database, loanNumber: string) {
  const [loan] = await db.select().from(loans).where(eq(loans.loanNumber, loanNumber));
  return loan;
}
