import { LoanStatus, STANDARD_ANNUAL_RATE_PPB } from '@lender/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSsn } from '../../lib/crypto';
import type { DatabaseHandle } from '../client';
import {
  cards,
  customers,
  loanApplications,
  loans,
  offers,
  referralAccounts,
  referralLedger,
} from '../schema';
import { createTestDatabase } from '../test-db';
import { P6_APPLICATION_ID, profileIdOf, seedDatabase, type PersonaKey } from './index';
import * as lookup from './persona-lookup';
import { TEST_DATA_KEY } from '../../testing/loan-systems';
import { chicagoDate } from './dates';

const NOW = new Date('2026-03-02T15:00:00Z');
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
  await seedDatabase(handle.db, { now: NOW });
});
afterAll(() => handle?.close());

const customerOf = (key: PersonaKey) => lookup.customerOf(handle.db, key);
const loansOf = (key: PersonaKey) => lookup.loansOf(handle.db, key);
const loanByNumber = (loanNumber: string) => lookup.loanByNumber(handle.db, loanNumber);

describe('personas P6–P10 of shared/fixtures/PERSONAS.md', () => {
  it('P6 Frank Mendez: tmx customer with no open loan and an appraisal offer on a 2020 Honda Civic (and a widget offer)', async () => {
    const { customer } = await customerOf('P6');
    expect(customer?.tlxeCustomerId).toBe('T100006');
    expect((await loansOf('P6')).filter((l) => l.status === LoanStatus.Open)).toEqual([]);
    const held = await handle.db
      .select()
      .from(offers)
      .where(eq(offers.customerId, customer?.id ?? ''));
    expect(held.map((offer) => offer.offerTypeId)).toEqual([12, 22]);
    expect(held.filter((offer) => offer.offerTypeId === 12)).toMatchObject([
      {
        offerTypeId: 12,
        qualifiedAmountCents: 300_000,
        minLoanAmountCents: 50_000,
        maxLoanAmountCents: 300_000,
        collateral: { year: 2020, make: 'Honda', model: 'Civic' },
        applicationId: P6_APPLICATION_ID,
        disbursementOptions: {
          isDebitDisbursementAvailable: true,
          isMoneyGramDisbursementAvailable: false,
          isStoreDisbursementAvailable: true,
        },
        declinedAt: null,
      },
    ]);
    // the offer is made under his approved TLXe application (approved: no application in progress)
    const applications = await handle.db
      .select()
      .from(loanApplications)
      .where(eq(loanApplications.customerId, customer?.id ?? ''));
    expect(applications).toMatchObject([
      { id: P6_APPLICATION_ID, loanSystem: 'TLXe', brandCode: 'tmx', state: 'approved' },
    ]);
  });

  it('P7 Gina Brooks: non-customer referral user with a $100.00 balance from two $50.00 sign-ups', async () => {
    const { profile } = await customerOf('P7');
    expect(profile).toMatchObject({ nonCustomerRefer: true, customerId: null });
    const [account] = await handle.db
      .select()
      .from(referralAccounts)
      .where(eq(referralAccounts.profileId, profileIdOf('P7')));
    expect(account).toMatchObject({ amountPerShareCents: 5_000, peopleSignedUp: 2 });
    const ledger = await handle.db
      .select()
      .from(referralLedger)
      .where(eq(referralLedger.profileId, profileIdOf('P7')));
    expect(ledger.map((row) => [row.kind, row.amountCents])).toEqual([
      ['signup', 5_000],
      ['signup', 5_000],
    ]);
    expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(10_000);
  });

  it('P8 Hank Li: a profile with no customer, and an unlinked TLXe record that matches him', async () => {
    const { profile } = await customerOf('P8');
    expect(profile).toMatchObject({
      customerId: null,
      emailVerified: true,
      nonCustomerRefer: false,
    });
    const [record] = await handle.db
      .select()
      .from(customers)
      .where(and(eq(customers.phone, '3125550188'), eq(customers.dob, '1985-04-12')));
    expect(record).toMatchObject({
      firstName: 'Hank',
      lastName: 'Li',
      profileId: null,
      ssnLast4: '6789',
    });
    expect(record?.tlxeCustomerId).toMatch(/^T\d{6}$/);
    expect(record?.ssnEncrypted).not.toContain('6789');
    expect(decryptSsn(record?.ssnEncrypted ?? '', TEST_DATA_KEY)).toBe('123456789');
    const loan = await loanByNumber('20341-001');
    expect(loan).toMatchObject({
      customerId: record?.id,
      status: LoanStatus.Open,
      brandCode: 'inl',
      loanSystem: 'TLXe',
    });
  });

  it('P9 Iris Cole: R1 OutForRepo 75 days late with $640.00 reinstatement, R2 Repossessed, T2 renewable with cash back to her Visa debit', async () => {
    expect(await loanByNumber('10009-001')).toMatchObject({
      brandCode: 'tmx',
      productType: 'title',
      status: LoanStatus.OutForRepo,
      daysLate: 75,
      reinstatementCents: 64_000,
    });
    expect(await loanByNumber('10009-002')).toMatchObject({
      brandCode: 'tmx',
      productType: 'title',
      status: LoanStatus.Repossessed,
    });
    expect(await loanByNumber('10009-003')).toMatchObject({
      brandCode: 'tmx',
      productType: 'title',
      status: LoanStatus.Open,
      daysLate: 0,
      refinanceEligible: true,
      isDisbursementAvailable: true,
      principalCents: 120_000,
      interestCents: 9_000,
      feesCents: 1_000,
    });
    expect((await loansOf('P9')).length).toBe(3);
    const { customer } = await customerOf('P9');
    const saved = await handle.db
      .select()
      .from(cards)
      .where(eq(cards.customerId, customer?.id ?? ''));
    expect(saved.map((c) => [c.cardType, c.fundingType, c.last4, c.canDisburse])).toEqual([
      ['visa', 'debit', '1111', true],
    ]);
  });

  it('P10 Jack Turner: registered, email not verified, holds nothing', async () => {
    const { profile, customer } = await customerOf('P10');
    expect(profile).toMatchObject({ emailVerified: false, customerId: null });
    expect(customer).toBeUndefined();
  });

  it('books every loan through the seed’s day at 36 % a year (decision 050): payoff that day = principal + interest + fees', async () => {
    const all = await handle.db.select().from(loans);
    expect(all).toHaveLength(9);
    for (const loan of all) {
      expect(loan.accruedThrough, loan.loanNumber).toBe(chicagoDate(NOW, 0));
      expect(loan.annualRatePpb, loan.loanNumber).toBe(STANDARD_ANNUAL_RATE_PPB);
    }
    const ids = await handle.db
      .select({ nls: customers.nlsCustomerId, tlxe: customers.tlxeCustomerId })
      .from(customers)
      .where(
        or(
          inArray(
            customers.id,
            all.map((l) => l.customerId),
          ),
        ),
      );
    for (const id of ids) expect(id.tlxe ?? id.nls).toMatch(/^(T1|N2)\d{5}$/);
  });
});
