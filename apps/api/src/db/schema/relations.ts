import { relations } from 'drizzle-orm';
import { brands, providers } from './brands';
import { cards } from './cards';
import { cashAdvances, loans } from './loans';
import { offers } from './offers';
import { customers, identities, profiles } from './people';
import { referralAccounts, referralLedger } from './referrals';
import { stores } from './stores';

// Relations for the relational query API (`db.query.loans.findMany({ with: { store: true } })`).

export const brandsRelations = relations(brands, ({ many }) => ({ providers: many(providers) }));

export const providersRelations = relations(providers, ({ one }) => ({
  brand: one(brands, { fields: [providers.brandId], references: [brands.id] }),
}));

export const customersRelations = relations(customers, ({ one, many }) => ({
  store: one(stores, { fields: [customers.storeId], references: [stores.id] }),
  profile: one(profiles, { fields: [customers.profileId], references: [profiles.id] }),
  loans: many(loans, { relationName: 'borrower' }),
  cosignedLoans: many(loans, { relationName: 'cosigner' }),
  cards: many(cards),
  offers: many(offers),
}));

export const profilesRelations = relations(profiles, ({ one, many }) => ({
  customer: one(customers, { fields: [profiles.customerId], references: [customers.id] }),
  identities: many(identities),
  referralAccount: one(referralAccounts, {
    fields: [profiles.id],
    references: [referralAccounts.profileId],
  }),
}));

export const identitiesRelations = relations(identities, ({ one }) => ({
  profile: one(profiles, { fields: [identities.profileId], references: [profiles.id] }),
}));

export const loansRelations = relations(loans, ({ one, many }) => ({
  customer: one(customers, {
    fields: [loans.customerId],
    references: [customers.id],
    relationName: 'borrower',
  }),
  cosigner: one(customers, {
    fields: [loans.cosignerCustomerId],
    references: [customers.id],
    relationName: 'cosigner',
  }),
  store: one(stores, { fields: [loans.storeId], references: [stores.id] }),
  cashAdvances: many(cashAdvances),
}));

export const cashAdvancesRelations = relations(cashAdvances, ({ one }) => ({
  loan: one(loans, { fields: [cashAdvances.loanId], references: [loans.id] }),
}));

export const cardsRelations = relations(cards, ({ one }) => ({
  customer: one(customers, { fields: [cards.customerId], references: [customers.id] }),
  profile: one(profiles, { fields: [cards.profileId], references: [profiles.id] }),
}));

export const offersRelations = relations(offers, ({ one }) => ({
  customer: one(customers, { fields: [offers.customerId], references: [customers.id] }),
  targetLoan: one(loans, { fields: [offers.targetLoanId], references: [loans.id] }),
}));

export const referralAccountsRelations = relations(referralAccounts, ({ one, many }) => ({
  profile: one(profiles, { fields: [referralAccounts.profileId], references: [profiles.id] }),
  ledger: many(referralLedger),
}));

export const referralLedgerRelations = relations(referralLedger, ({ one }) => ({
  account: one(referralAccounts, {
    fields: [referralLedger.profileId],
    references: [referralAccounts.profileId],
  }),
}));
