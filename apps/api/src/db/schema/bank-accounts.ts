import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './people';

/**
 * A customer's bank accounts (spec §3 banks: id, bankName, routingNumber, accountNumber, primary). The account
 * number is kept encrypted (lib/crypto/field-encryption.ts) with its last 4 for display; at most one is primary.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountLast4: text('account_last4').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_accounts_customer_id_idx').on(t.customerId, t.createdAt),
    uniqueIndex('bank_accounts_one_primary')
      .on(t.customerId)
      .where(sql`${t.isPrimary}`),
    check('bank_accounts_routing_digits', sql`${t.routingNumber} ~ '^[0-9]{9}$'`),
    check('bank_accounts_last4_digits', sql`${t.accountLast4} ~ '^[0-9]{4}$'`),
  ],
);
