/** Referral cash-out: reserved once, paid once through push-to-card, a declined card leaves the balance, refusals name the rule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profileIdOf } from '../../db/seed';
import { referralAccounts, referralCashOuts, referralLedger } from '../../db/schema';
import { approvedDisbursements } from '../../integrations/card-processor/sandbox';
import { TEST_CARDS } from '../../integrations/card-processor/test-cards';
import {
  cashOutCard,
  referralsTestApp,
  settled,
  stats,
  type Headers,
  type ReferralsTestApp,
} from './referrals-test-kit';

let t: ReferralsTestApp;
let gina: Headers;
const GINA = profileIdOf('P7');

beforeAll(async () => {
  t = await referralsTestApp();
  gina = await t.headers('P7');
});
afterAll(async () => t.close());

const cashOut = (payload: Record<string, unknown>) => t.call(gina, 'POST', '/cashOut', payload);
const completeProfile = () =>
  t.call(gina, 'PUT', '/referralProfile', { firstName: 'Gina', lastName: 'Brooks', zip: '60601' });
async function resetBalance(cents = 10_000) {
  await t.database.db.delete(referralLedger).where(eq(referralLedger.profileId, GINA));
  await t.database.db.delete(referralCashOuts).where(eq(referralCashOuts.profileId, GINA));
  await t.database.db
    .insert(referralLedger)
    .values({ profileId: GINA, amountCents: cents, kind: 'signup', description: 'test credit' });
}

describe('the payee profile', () => {
  it('asks a non-customer for name and ZIP before a cash-out, and validates them', async () => {
    const before = await t.call(gina, 'GET', '/referralProfile');
    expect(before.json()).toEqual({
      firstName: null,
      lastName: null,
      zip: null,
      missing: ['firstName', 'lastName', 'zip'],
    });
    const card = await cashOutCard(t, gina, TEST_CARDS.visaDebit);
    const refused = await cashOut({ transactionUuid: card, cardNumber: '1111', amount: '100.00' });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([
      422,
      'ReferralProfileIncomplete',
    ]);
    const digits = await t.call(gina, 'PUT', '/referralProfile', {
      firstName: 'G1na',
      lastName: 'Brooks',
      zip: '60601',
    });
    expect([digits.statusCode, digits.json().field]).toEqual([400, 'body.firstName']);
    const shortZip = await t.call(gina, 'PUT', '/referralProfile', {
      firstName: 'Gina',
      lastName: 'Brooks',
      zip: '6060',
    });
    expect([shortZip.statusCode, shortZip.json().field]).toEqual([400, 'body.zip']);
    expect((await completeProfile()).json()).toEqual({
      firstName: 'Gina',
      lastName: 'Brooks',
      zip: '60601',
      missing: [],
    });
    const [account] = await t.database.db
      .select()
      .from(referralAccounts)
      .where(eq(referralAccounts.profileId, GINA));
    expect(account?.payeeZip).toBe('60601');
  });
});

describe('cash-out', () => {
  it('P7 cashes out $100.00 to a debit card: messageKey at once, paid once, balance $0.00, the history shows it', async () => {
    await completeProfile();
    const card = await cashOutCard(t, gina, TEST_CARDS.visaDebit);
    const res = await cashOut({ transactionUuid: card, cardNumber: '1111', amount: '100.00' });
    expect(res.statusCode).toBe(202);
    const { messageKey } = res.json() as { messageKey: string };
    const done = await settled(t, gina, messageKey);
    expect(done).toMatchObject({
      status: 'paid',
      amountCents: 10_000,
      cardNumber: '1111',
      cardType: 'visa',
      declineReason: null,
      currentBalanceCents: 0,
    });
    expect(done.reference).toBeTruthy();
    // the confirmation number the screens show (issue 48), never the processor's id
    expect(done.confirmationNumber).toMatch(/^RWD[0-9A-F]{12}$/);
    expect(await stats(t, gina)).toMatchObject({ currentBalanceCents: 0, pendingCashOut: false });
    const history = (await t.call(gina, 'GET', '/referralBalanceHistory')).json() as {
      history: {
        kind: string;
        amountCents: number;
        cardNumber: string | null;
        reference: string | null;
      }[];
    };
    expect(history.history[0]).toMatchObject({
      kind: 'cashOut',
      amountCents: -10_000,
      cardNumber: '1111',
      reference: done.reference,
    });
    // another cash-out with nothing left is refused as above the balance
    const again = await cashOut({
      transactionUuid: await cashOutCard(t, gina, TEST_CARDS.visaDebit),
      cardNumber: '1111',
      amount: '100.00',
    });
    expect([again.statusCode, again.json().errorCode]).toEqual([422, 'CashOutExceedsBalance']);
  });

  it('10 concurrent cash-outs make one payout', async () => {
    await resetBalance();
    const cards = await Promise.all(
      Array.from({ length: 10 }, () => cashOutCard(t, gina, TEST_CARDS.visaDebit)),
    );
    const answers = await Promise.all(
      cards.map((card) => cashOut({ transactionUuid: card, cardNumber: '1111', amount: '100.00' })),
    );
    const started = answers.filter((a) => a.statusCode === 202);
    expect(started).toHaveLength(1);
    // the others were refused while it was pending, or once it was paid (nothing left)
    expect(
      answers
        .filter((a) => a.statusCode !== 202)
        .map((a) => `${a.statusCode} ${a.json().errorCode}`)
        .filter((a) => a !== '409 CashOutPending' && a !== '422 CashOutExceedsBalance'),
    ).toEqual([]);
    const done = await settled(t, gina, (started[0]!.json() as { messageKey: string }).messageKey);
    expect(done.status).toBe('paid');
    const paid = await t.database.db
      .select()
      .from(referralCashOuts)
      .where(eq(referralCashOuts.profileId, GINA));
    expect(paid.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect((await stats(t, gina)).currentBalanceCents).toBe(0);
  });

  it('the same request again, at once or after it was paid, answers the same key and pays once', async () => {
    await resetBalance();
    const card = await cashOutCard(t, gina, TEST_CARDS.visaDebit);
    const request = { transactionUuid: card, cardNumber: '1111', amount: '50.00' };
    const answers = await Promise.all([cashOut(request), cashOut(request)]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202]);
    const keys = answers.map((r) => (r.json() as { messageKey: string }).messageKey);
    expect(keys[1]).toBe(keys[0]);
    await settled(t, gina, keys[0]!);
    const later = await cashOut(request);
    expect([later.statusCode, (later.json() as { messageKey: string }).messageKey]).toEqual([
      202,
      keys[0],
    ]);
    expect((await stats(t, gina)).currentBalanceCents).toBe(5_000);
    const other = await cashOut({ ...request, amount: '20.00' });
    expect([other.statusCode, other.json().field]).toEqual([409, 'body.transactionUuid']);
    expect(
      await t.database.db
        .select()
        .from(referralCashOuts)
        .where(eq(referralCashOuts.formTransactionUuid, card)),
    ).toHaveLength(1);
  });

  it('a declined card leaves the balance intact', async () => {
    await resetBalance();
    const card = await cashOutCard(t, gina, TEST_CARDS.declined);
    const res = await cashOut({ transactionUuid: card, cardNumber: '0002', amount: '100.00' });
    const done = await settled(t, gina, (res.json() as { messageKey: string }).messageKey);
    expect(done).toMatchObject({
      status: 'declined',
      declineReason: 'Card declined',
      reference: null,
      confirmationNumber: null,
      currentBalanceCents: 10_000,
    });
    const spanish = await t.call(
      { ...gina, 'accept-language': 'es' } as Headers,
      'GET',
      `/cashOut?messageKey=${done.messageKey}`,
    );
    expect(spanish.json()).toMatchObject({
      status: 'declined',
      declineReason: 'Tarjeta rechazada',
    });
    expect(await stats(t, gina)).toMatchObject({
      currentBalanceCents: 10_000,
      pendingCashOut: false,
    });
  });

  it('refuses $0, more than the balance, a credit card, a card number that is not the form’s, and someone else’s form', async () => {
    await resetBalance();
    const debit = await cashOutCard(t, gina, TEST_CARDS.visaDebit);
    const zero = await cashOut({ transactionUuid: debit, cardNumber: '1111', amount: '0.00' });
    expect([zero.statusCode, zero.json().errorCode, zero.json().field]).toEqual([
      422,
      'CashOutZeroAmount',
      'body.amount',
    ]);
    const above = await cashOut({ transactionUuid: debit, cardNumber: '1111', amount: '100.01' });
    expect([above.statusCode, above.json().errorCode, above.json().message]).toEqual([
      422,
      'CashOutExceedsBalance',
      'amount: is more than your balance of $100.00.',
    ]);
    const malformed = await cashOut({ transactionUuid: debit, cardNumber: '1111', amount: '100' });
    expect([malformed.statusCode, malformed.json().field]).toEqual([400, 'body.amount']);
    const credit = await cashOutCard(t, gina, TEST_CARDS.mastercardCredit);
    const refused = await cashOut({ transactionUuid: credit, cardNumber: '4444', amount: '10.00' });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([422, 'CardCannotReceiveFunds']);
    const mismatch = await cashOut({ transactionUuid: debit, cardNumber: '9999', amount: '10.00' });
    expect([mismatch.statusCode, mismatch.json().field]).toEqual([422, 'body.cardNumber']);
    const anas = await cashOutCard(t, await t.headers('P1'), TEST_CARDS.visaDebit);
    const other = await cashOut({ transactionUuid: anas, cardNumber: '1111', amount: '10.00' });
    expect([other.statusCode, other.json().errorCode]).toEqual([404, 'CardFormNotFound']);
    expect(
      await t.database.db
        .select()
        .from(referralCashOuts)
        .where(eq(referralCashOuts.profileId, GINA)),
    ).toEqual([]);
    expect(
      (await t.call(await t.headers('P1'), 'GET', `/cashOut?messageKey=nope`)).statusCode,
    ).toBe(404);
  });

  it('someone else’s cash-out key is not found', async () => {
    await resetBalance();
    const card = await cashOutCard(t, gina, TEST_CARDS.visaDebit);
    const { messageKey } = (
      await cashOut({ transactionUuid: card, cardNumber: '1111', amount: '10.00' })
    ).json() as { messageKey: string };
    await settled(t, gina, messageKey);
    expect(
      (await t.call(await t.headers('P1'), 'GET', `/cashOut?messageKey=${messageKey}`)).statusCode,
    ).toBe(404);
  });
});

describe('a worker killed mid-payout', () => {
  it('pays once: the re-run gets the processor’s first answer and settles once', async () => {
    let crashes = 0;
    const crashing = await referralsTestApp({
      jobs: {
        overrides: {
          referralCashOut: {
            async afterPush() {
              if (crashes < 2) {
                crashes += 1;
                throw new Error('worker killed between the payout and its settlement');
              }
            },
          },
        },
      },
    });
    try {
      const headers = await crashing.headers('P7');
      await crashing.call(headers, 'PUT', '/referralProfile', {
        firstName: 'Gina',
        lastName: 'Brooks',
        zip: '60601',
      });
      const card = await cashOutCard(crashing, headers, TEST_CARDS.visaDebit);
      const res = await crashing.call(headers, 'POST', '/cashOut', {
        transactionUuid: card,
        cardNumber: '1111',
        amount: '100.00',
      });
      const done = await settled(
        crashing,
        headers,
        (res.json() as { messageKey: string }).messageKey,
        20_000,
      );
      expect(done).toMatchObject({ status: 'paid', currentBalanceCents: 0 });
      expect(crashes).toBe(2);
      const [row] = await crashing.database.db
        .select()
        .from(referralCashOuts)
        .where(eq(referralCashOuts.profileId, GINA));
      expect(await approvedDisbursements(crashing.database.db, row!.processorToken)).toHaveLength(
        1,
      );
      const debits = await crashing.database.db
        .select()
        .from(referralLedger)
        .where(eq(referralLedger.cashOutId, row!.id));
      expect(debits).toHaveLength(1);
    } finally {
      await crashing.close();
    }
  }, 30_000);
});
