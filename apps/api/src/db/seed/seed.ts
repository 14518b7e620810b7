import { BRANDS } from '@lender/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dataEncryptionKey, encryptSsn, hashPassword, ssnLast4 } from '../../lib/crypto';
import type { Database, DatabaseHandle, Transaction } from '../client';
import {
  brands,
  cards,
  cashAdvances,
  loanRiskInfo,
  loanApplications,
  customers,
  identities,
  loans,
  offers,
  profiles,
  providers,
  referralAccounts,
  referralLedger,
  SERVICE_STATUS_KEY,
  settings,
  stores,
  type ServiceStatusValue,
} from '../schema';
import { BRAND_PROVIDERS, brandRows } from './brands';
import { cardRows, seedSandboxVault } from './cards';
import {
  cashAdvanceRows,
  riskInfoRows,
  applicationRows,
  offerRows,
  referralAccountRow,
  referralLedgerRows,
} from './extras';
import { profileIdOf } from './ids';
import { loanRows } from './loans';
import { DEMO_PASSWORD, PERSONAS, UNLINKED_HANK, type CustomerSeed } from './personas';
import { storeRows } from './stores';

export interface SeedOptions {
  /** The instant the seed treats as now (due dates, expiries); default the current time. */
  now?: Date;
  /** The key the demo people's identity numbers are encrypted with (a start's: AppConfig.dataEncryptionKey); default the development key. */
  dataKey?: Buffer;
}

/** Serialises concurrent seeders (several nodes starting on one PostgreSQL). */
const SEED_LOCK_KEY = 7_301_2027;

type SeedTarget = Database | DatabaseHandle;
const databaseOf = (target: SeedTarget): Database =>
  'kind' in target && 'close' in target ? target.db : target;

/** Runs `seed` in one transaction under the seeders' advisory lock. */
async function underSeedLock(
  target: SeedTarget,
  seed: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await databaseOf(target).transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seed(tx);
  });
}

/**
 * Everything: the reference data and the demo people (what development, tests and journeys start with). Idempotent:
 * every row has a natural key and existing rows are left alone, so a second run adds nothing. One transaction.
 */
export async function seedDatabase(target: SeedTarget, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const key = options.dataKey ?? dataEncryptionKey({});
  await underSeedLock(target, async (tx) => {
    await seedReferenceRows(tx);
    await seedDemoRows(tx, now, key);
  });
}

/**
 * The reference data a real deployment needs (what a production start seeds, decision 042): the eight brands, their
 * providers, the service status setting, and the starter stores when the stores table is empty (a lender that loaded
 * its own stores never gets the starter ones back). Idempotent; rows a lender changed are left as they are.
 */
export async function seedReference(target: SeedTarget): Promise<void> {
  await underSeedLock(target, seedReferenceRows);
}

/**
 * The demo data of shared/fixtures/PERSONAS.md: the ten personas (published password), their customer records, loans,
 * cash advance, risk info, cards and the card sandbox's vault, offers, P6's application and P7's referral balance.
 * Needs the reference data (seedDatabase seeds both). Never in production unless DEMO_DEPLOYMENT=true (decision 042).
 */
export async function seedDemo(target: SeedTarget, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const key = options.dataKey ?? dataEncryptionKey({});
  await underSeedLock(target, (tx) => seedDemoRows(tx, now, key));
}

async function seedDemoRows(tx: Transaction, now: Date, key: Buffer): Promise<void> {
  await seedPeople(tx, now, key);
  await seedHoldings(tx, now);
}

async function seedReferenceRows(tx: Transaction): Promise<void> {
  await tx.insert(brands).values(brandRows()).onConflictDoNothing();
  const providerRows = BRANDS.flatMap((brand) =>
    BRAND_PROVIDERS[brand.code].map((name) => ({ brandId: brand.id, name, available: true })),
  );
  await tx.insert(providers).values(providerRows).onConflictDoNothing();
  const serviceStatus: ServiceStatusValue = { available: true };
  await tx
    .insert(settings)
    .values({ key: SERVICE_STATUS_KEY, value: serviceStatus })
    .onConflictDoNothing();
  if ((await tx.$count(stores)) === 0)
    await tx.insert(stores).values(storeRows()).onConflictDoNothing();
}

function customerRow(
  seed: CustomerSeed,
  person: { firstName: string; lastName: string; email: string; phone: string },
  key: Buffer,
  now: Date,
) {
  return {
    id: seed.id,
    tlxeCustomerId: seed.tlxeCustomerId ?? null,
    nlsCustomerId: seed.nlsCustomerId ?? null,
    mdmId: seed.mdmId,
    firstName: person.firstName,
    lastName: person.lastName,
    dob: seed.dob,
    ssnEncrypted: encryptSsn(seed.ssn, key),
    ssnLast4: ssnLast4(seed.ssn),
    phone: person.phone,
    email: person.email,
    storeId: seed.storeId,
    address: seed.address,
    communicationPreference: seed.communicationPreference,
    canUpdateUserLogin: true,
    createdAt: now,
  };
}

/**
 * The demo password's hash, computed once per process and shared by every persona (one Argon2id hash
 * instead of one per persona and per seeded database; the personas share the password anyway).
 */
let demoHash: Promise<string> | undefined;
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

async function seedPeople(tx: Transaction, now: Date, key: Buffer): Promise<void> {
  const customerRows = PERSONAS.flatMap((p) =>
    p.customer ? [customerRow(p.customer, p, key, now)] : [],
  );
  customerRows.push(customerRow(UNLINKED_HANK, UNLINKED_HANK, key, now));
  await tx.insert(customers).values(customerRows).onConflictDoNothing();

  // Insert only profiles not there yet (a second run hashes nothing).
  const wanted = PERSONAS.map((p) => profileIdOf(p.key));
  const existing = new Set(
    (await tx.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, wanted))).map(
      (r) => r.id,
    ),
  );
  const missing = PERSONAS.filter((p) => !existing.has(profileIdOf(p.key)));
  if (missing.length > 0) {
    const passwordHash = await demoPasswordHash();
    await tx
      .insert(profiles)
      .values(
        missing.map((p) => ({
          id: profileIdOf(p.key),
          passwordHash,
          emailVerified: p.emailVerified,
          phoneVerified: p.emailVerified,
          nonCustomerRefer: p.nonCustomerRefer,
          customerId: p.customer?.id ?? null,
          status: 'active' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  for (const p of PERSONAS) {
    if (!p.customer) continue;
    await tx
      .update(customers)
      .set({ profileId: profileIdOf(p.key) })
      .where(and(eq(customers.id, p.customer.id), isNull(customers.profileId)));
  }
  const identityRows = PERSONAS.flatMap((p) => [
    {
      profileId: profileIdOf(p.key),
      kind: 'email' as const,
      value: p.email.toLowerCase(),
      verified: p.emailVerified,
    },
    {
      profileId: profileIdOf(p.key),
      kind: 'phone' as const,
      value: p.phone,
      verified: p.emailVerified,
    },
  ]);
  await tx.insert(identities).values(identityRows).onConflictDoNothing();
}

async function seedHoldings(tx: Transaction, now: Date): Promise<void> {
  await tx.insert(loans).values(loanRows(now)).onConflictDoNothing();
  await tx.insert(cashAdvances).values(cashAdvanceRows(now)).onConflictDoNothing();
  await tx.insert(loanRiskInfo).values(riskInfoRows(now)).onConflictDoNothing();
  await tx.insert(cards).values(cardRows(now)).onConflictDoNothing();
  await seedSandboxVault(tx, now);

  await tx.insert(loanApplications).values(applicationRows(now)).onConflictDoNothing();
  // Offers have no natural key column: one offer per (customer, offer type) in the seed.
  for (const offer of offerRows(now)) {
    const [found] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(eq(offers.customerId, offer.customerId), eq(offers.offerTypeId, offer.offerTypeId)),
      )
      .limit(1);
    if (!found) await tx.insert(offers).values(offer);
  }

  const enrolled = await tx
    .insert(referralAccounts)
    .values(referralAccountRow(now))
    .onConflictDoNothing()
    .returning({ profileId: referralAccounts.profileId });
  if (enrolled.length > 0) await tx.insert(referralLedger).values(referralLedgerRows(now));
}
