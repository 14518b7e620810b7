import { check, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

/**
 * The marketing sandbox's record (integrations/marketing): each event (spec §7 POST /iterableEvent) and profile
 * upsert (POST / PUT /iterableProfile) as the marketing service would have received it — the allowed data fields
 * and the spec §7 analytics properties, never a secret (the tracker refuses one before it gets here).
 */
export const marketingRecords = pgTable(
  'marketing_records',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['event', 'profile'] }).notNull(),
    email: text('email').notNull(),
    /** null for a profile upsert */
    eventName: text('event_name'),
    dataFields: jsonb('data_fields').$type<Record<string, string | number | boolean>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('marketing_records_email_idx').on(t.email),
    check('marketing_records_kind', sql`${t.kind} in ('event', 'profile')`),
  ],
);
