/**
 * The processor approves the charge but the payment row cannot record it, on every attempt: the card IS charged,
 * so the payment is never failed as "not charged" — it stays for an operator, logged with its authorization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { approvedChargeCount } from '../../integrations/card-processor/sandbox';
import { payments } from '../../db/schema';
import { loanIdOf, profileIdOf } from '../../db/seed';
import { buildTestApp, logCapture, type TestApp } from '../../testing/build-test-app';
import { signIn } from '../../testing/sign-in';
import { addCard, paymentBody, submit, type Headers } from './payments-test-kit';

const captured = logCapture();
let t: TestApp;
let ben: Headers;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' }, { logStream: captured.stream, jobs: { policies: { payment: { retryLimit: 1, retryDelay: 1, retryBackoff: false } } } });
  ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
  // the payments table refuses to record an authorization (a database fault right after the processor approved)
  await t.database.db.execute(
    sql.raw(`create function refuse_authorized() returns trigger language plpgsql as $$
      begin if new.status = 'authorized' then raise exception 'database fault'; end if; return new; end $$`),
  );
  await t.database.db.execute(sql.raw('create trigger refuse_authorized before update on payments for each row execute function refuse_authorized()'));
});
afterAll(async () => t.close());

const OPERATOR_LINE = 'payment authorized but not posted after every retry: needs an operator';

describe('an approval the payment row could not record', () => {
  it('is not failed as uncharged after the last retry: it stays pending and is logged for an operator', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const res = await submit(t, ben, paymentBody(loanIdOf('T1'), card, '310.00'));
    expect(res.statusCode, res.body).toBe(202);
    const until = Date.now() + 15_000;
    while (!captured.lines.some((line) => line.msg === OPERATOR_LINE) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = captured.lines.find((line) => line.msg === OPERATOR_LINE);
    expect(logged).toMatchObject({ authorizationId: expect.any(String) });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.messageKey, (res.json() as { messageKey: string }).messageKey));
    expect(row).toMatchObject({ status: 'pending', error: null });
    expect(await approvedChargeCount(t.database.db, card.cardToken)).toBe(1);
  }, 20_000);
});
