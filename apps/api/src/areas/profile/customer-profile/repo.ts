/** SQL of the customer profile: the caller's customer row, its contact and settings, and its bank accounts. */
import { and, asc, count, eq, gte, min } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  bankAccounts,
  customers,
  type CommunicationPreference,
  type CustomerAddress,
} from '../../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;

export interface CustomerPatch {
  firstName?: string;
  lastName?: string;
  phone?: string;
  address?: CustomerAddress;
  mailingAddress?: CustomerAddress | null;
  communicationPreference?: CommunicationPreference;
  voiceMessages?: boolean;
}

export interface NewBankAccount {
  customerId: string;
  bankName: string;
  routingNumber: string;
  accountNumberEncrypted: string;
  accountLast4: string;
  isPrimary: boolean;
}

export function createCustomerProfileRepo(db: Database) {
  return {
    async customer(recordId: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, recordId));
      return row;
    },

    /** One statement: the whole change is saved or none of it. */
    async update(recordId: string, patch: CustomerPatch): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db.update(customers).set(patch).where(eq(customers.id, recordId));
    },

    async bankAccounts(recordId: string): Promise<BankAccountRow[]> {
      return db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.customerId, recordId))
        .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
    },

    /** Bank accounts saved since `since`, and the oldest of them (the 429's wait). */
    async savesSince(
      recordId: string,
      since: Date,
    ): Promise<{ count: number; oldestAt: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldestAt: min(bankAccounts.createdAt) })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.customerId, recordId), gte(bankAccounts.createdAt, since)));
      return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
    },

    /** Adds an account in one transaction: a new primary takes the flag from the old one; the first is always primary. */
    async addBankAccount(values: NewBankAccount, now: Date): Promise<string> {
      return db.transaction(async (tx) => {
        // the customer row first: two first accounts added at once cannot both become primary
        await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, values.customerId))
          .for('update');
        const existing = await tx
          .select({ id: bankAccounts.id })
          .from(bankAccounts)
          .where(eq(bankAccounts.customerId, values.customerId));
        const isPrimary = values.isPrimary || existing.length === 0;
        if (isPrimary)
          await tx
            .update(bankAccounts)
            .set({ isPrimary: false })
            .where(eq(bankAccounts.customerId, values.customerId));
        const [row] = await tx
          .insert(bankAccounts)
          .values({ ...values, isPrimary, createdAt: now })
          .returning({ id: bankAccounts.id });
        return row!.id;
      });
    },
  };
}

export type CustomerProfileRepo = ReturnType<typeof createCustomerProfileRepo>;
