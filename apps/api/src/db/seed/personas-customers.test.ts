import { LoanStatus } from '@lender/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/crypto';
import type { DatabaseHandle } from '../client';
import { cards, cashAdvances, identities, loans, offers, profiles, stores } from '../schema';
import { createTestDatabase } from '../test-db';
import { chicagoDate } from './dates';
import { DEMO_PASSWORD, PERSONAS, profileIdOf, seedDatabase, type PersonaKey } from './index';
import * as lookup from './persona-lookup';
import { payoffToday } from '../../testing/loan-payoff';

const NOW = new Date('2026-03-02T15:00:00Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
  await seedDatabase(handle.db, { now: NOW });
});
afterAll(() => handle?.close());

const customerOf = (key: PersonaKey) => lookup.customerOf(handle.db, key);
const loansOf = (key: PersonaKey) => lookup.loansOf(handle.db, key);
/** the loan's row and its payoff on the seed's day (decision 050: computed from the row, not stored) */
const loanByNumber = async (loanNumber: string) => {
  const row = await lookup.loanByNumber(handle.db, loanNumber);
  return row && { ...row, payoffCents: payoffToday(row, NOW) };
};

describe('personas P1–P5 of shared/fixtures/PERSONAS.md', () => {
  it('can all sign in by email or 10-digit phone with DemoPass2026; only P10 is unverified', async () => {
    for (const persona of PERSONAS) {
      const rows = await handle.db
        .select()
        .from(identities)
        .where(eq(identities.profileId, profileIdOf(persona.key)));
      expect(rows.map((r) => [r.kind, r.value]).sort()).toEqual([
        ['email', persona.email],
        ['phone', persona.phone],
      ]);
      expect(persona.phone).toMatch(/^31255501(0\d|1[0-2])$/);
      const [profile] = await handle.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, profileIdOf(persona.key)));
      expect(profile?.emailVerified).toBe(persona.key !== 'P10');
      expect(await verifyPassword(DEMO_PASSWORD, profile?.passwordHash ?? '')).toBe(true);
    }
    expect(PERSONAS.map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
      'Ana Rivera',
      'Ben Okafor',
      'Carla Nguyen',
      'Devon Park',
      'Erin Walsh',
      'Frank Mendez',
      'Gina Brooks',
      'Hank Li',
      'Iris Cole',
      'Jack Turner',
      'Lena Ortiz',
      'Mia Santos',
    ]);
  });

  it('P1 Ana Rivera: A1 Open, payoff $1,250.00, minimum due $215.40, due in 9 days, co-signed by P4, store in Houston TX', async () => {
    const { customer } = await customerOf('P1');
    expect(customer).toMatchObject({
      firstName: 'Ana',
      lastName: 'Rivera',
      tlxeCustomerId: 'T100001',
      nlsCustomerId: null,
      profileId: profileIdOf('P1'),
    });
    const [store] = await handle.db
      .select()
      .from(stores)
      .where(eq(stores.id, customer?.storeId ?? -1));
    expect(store).toMatchObject({ city: 'Houston', state: 'TX', timeZone: 'America/Chicago' });
    const a1 = await loanByNumber('10001-001');
    const p4 = (await customerOf('P4')).customer;
    expect(a1).toMatchObject({
      brandCode: 'inl',
      loanSystem: 'TLXe',
      productType: 'instalment',
      status: LoanStatus.Open,
      payoffCents: 125_000,
      minimumDueCents: 21_540,
      daysLate: 0,
      refinanceEligible: true,
      cosignerCustomerId: p4?.id,
      storeId: store?.id,
    });
    expect(a1?.dueDate).toBe(chicagoDate(NOW, 9));
    const saved = await handle.db
      .select()
      .from(cards)
      .where(eq(cards.customerId, customer?.id ?? ''));
    expect(
      saved.map((c) => [c.cardType, c.fundingType, c.last4, c.bin8, c.canDisburse]).sort(),
    ).toEqual([
      ['mastercard', 'credit', '4444', '55555555', false],
      ['visa', 'debit', '1111', '41111111', true],
    ]);
    expect(
      saved.every(
        (c) => /^tok_sandbox_[0-9a-f]+$/.test(c.processorToken) && c.expirationYear >= 2029,
      ),
    ).toBe(true);
  });

  it('P2 Ben Okafor: T1 tmx title 20 days late and A2 inl PaidOff 40 days ago', async () => {
    const held = await loansOf('P2');
    expect(new Set(held.map((l) => l.brandCode))).toEqual(new Set(['inl', 'tmx']));
    const t1 = await loanByNumber('10002-002');
    expect(t1).toMatchObject({
      brandCode: 'tmx',
      productType: 'title',
      status: LoanStatus.Open,
      daysLate: 20,
      minimumRequiredCents: 31_000,
      payoffCents: 240_000,
      partialPayConfirmViewable: true,
    });
    expect(t1?.collateral).toMatchObject({ year: 2018, make: 'Toyota', model: 'Camry' });
    const a2 = await loanByNumber('10002-001');
    expect(a2).toMatchObject({
      brandCode: 'inl',
      status: LoanStatus.PaidOff,
      paidOffDate: chicagoDate(NOW, -40),
      payoffCents: 0,
    });
  });

  it('P3 Carla Nguyen: NLS-only chs line of credit with a pending $100.00 cash advance and a Visa debit', async () => {
    const { customer } = await customerOf('P3');
    expect(customer).toMatchObject({ nlsCustomerId: 'N200001', tlxeCustomerId: null });
    const l1 = await loanByNumber('30003-001');
    expect(l1).toMatchObject({
      loanSystem: 'NLS',
      brandCode: 'chs',
      productType: 'lineOfCredit',
      status: LoanStatus.Open,
      creditLimitCents: 150_000,
      payoffCents: 40_000,
      isDisbursementAvailable: true,
    });
    const advances = await handle.db
      .select()
      .from(cashAdvances)
      .where(eq(cashAdvances.loanId, l1?.id ?? ''));
    expect(advances).toMatchObject([{ amountCents: 10_000, pendingCode: 1000, status: 'pending' }]);
    const saved = await handle.db
      .select()
      .from(cards)
      .where(eq(cards.customerId, customer?.id ?? ''));
    expect(saved).toMatchObject([
      { cardType: 'visa', fundingType: 'debit', last4: '1111', canDisburse: true },
    ]);
  });

  it('P4 Devon Park co-signs A1 and has no loans of his own', async () => {
    const { customer } = await customerOf('P4');
    expect(customer?.tlxeCustomerId).toBe('T100004');
    expect(await loansOf('P4')).toEqual([]);
    const cosigned = await handle.db
      .select()
      .from(loans)
      .where(eq(loans.cosignerCustomerId, customer?.id ?? ''));
    expect(cosigned.map((l) => l.loanNumber)).toEqual(['10001-001']);
  });

  it('P5 Erin Walsh: S1 ChargedOff $1,800.00 with an unviewed $900.00 settlement offer expiring in 14 days', async () => {
    const s1 = await loanByNumber('10005-001');
    expect(s1).toMatchObject({ status: LoanStatus.ChargedOff, payoffCents: 180_000 });
    const { customer } = await customerOf('P5');
    const held = await handle.db
      .select()
      .from(offers)
      .where(eq(offers.customerId, customer?.id ?? ''));
    expect(held).toMatchObject([
      { offerTypeId: 10, targetLoanId: s1?.id, settlementAmountCents: 90_000, viewedAt: null },
    ]);
    expect(held[0]?.docExp.getTime()).toBe(NOW.getTime() + 14 * 86_400_000);
  });
});
