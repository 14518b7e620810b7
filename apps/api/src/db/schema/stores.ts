import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { brands } from './brands';

/** Retail stores; each carries its own state (2-letter) and IANA time zone. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey(),
    brandCode: text('brand_code')
      .notNull()
      .references(() => brands.code),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    hoursRaw: text('hours_raw').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [
    check('stores_phone_digits', sql`${t.phone} ~ '^[0-9]{10}$'`),
    check('stores_state_code', sql`${t.state} ~ '^[A-Z]{2}$'`),
  ],
);
