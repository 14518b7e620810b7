import type { BrandTheme } from '@lender/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

export type { BrandTheme };

/** The eight brands (ids 1–10); display names are neutral placeholders. */
export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    displayName: text('display_name').notNull(),
    family: text('family', { enum: ['main', 'legacy'] }).notNull(),
    loanSystem: text('loan_system', { enum: ['NLS', 'TLXe'] }).notNull(),
    theme: jsonb('theme').$type<BrandTheme>().notNull(),
    supportPhone: text('support_phone').notNull(),
    supportEmail: text('support_email').notNull(),
    hours: text('hours').notNull(),
    applyUrl: text('apply_url').notNull(),
    termsUrl: text('terms_url').notNull(),
    privacyUrl: text('privacy_url').notNull(),
  },
  (t) => [
    check('brands_id_range', sql`${t.id} between 1 and 10`),
    check('brands_support_phone_digits', sql`${t.supportPhone} ~ '^[0-9]{10}$'`),
  ],
);

/** Payment/service providers of a brand; a brand is available when at least one is. */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    available: boolean('available').notNull().default(true),
  },
  (t) => [unique('providers_brand_name_unique').on(t.brandId, t.name)],
);
