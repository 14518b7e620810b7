import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/** Key/value settings: 'serviceStatus' and overrides of server settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Value of the settings row with key SERVICE_STATUS_KEY. */
export interface ServiceStatusValue {
  available: boolean;
  /** ISO instant until which the service is unavailable. */
  until?: string;
  message?: string;
}

export const SERVICE_STATUS_KEY = 'serviceStatus';
