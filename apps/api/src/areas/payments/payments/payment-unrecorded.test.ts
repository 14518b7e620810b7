/**
 * The processor approves the charge but the payment row cannot record it, on every attempt: after the last retry
 * the authorization is voided through the processor, the payment fails telling the borrower the card was not
 * charged, and an operator record names the authorization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { approvedChargeCount } from '../../../integrations/card-processor/sandbox';
import { payments } from '../../../db/schema';
import { VOIDED_MESSAGE } from './exceptions-repo';
import { loanIdOf, profileIdOf } from '../../../db/seed';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import {
  addCard,
  paymentBody,
  settle,
  submit,
  voidedRecord,
  type Headers,
} from './payments-test-kit';

let t: TestApp;
let ben: Headers;

beforeAll(async () => {
  t = await buildTestApp(
    {},
    { jobs: { policies: { payment: { retryLimit: 1, retryDelay: 1, retryBackoff: false } } } },
  );
  ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
  // the payments table refuses to record an authorization (a database fault right after the processor approved)
  await t.database.db.execute(
    sql.raw(`create function refuse_authorized() returns trigger language plpgsql as $$
      begin if new.status = 'authorized' then raise exception 'database fault'; end if; return new; end $$`),
  );
  await t.database.db.execute(
    sql.raw(
      'create trigger refuse_authorized before update on payments for each row execute function refuse_authorized()',
    ),
  );
});
afterAll(async () => t.close());

describe('an approval the payment row could not record', () => {
  it('is voided after the last retry: failed as not charged, with an operator record of its authorization', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const res = await submit(t, ben, paymentBody(loanIdOf('T1'), card, '310.00'));
    expect(res.statusCode, res.body).toBe(202);
    const messageKey = (res.json() as { messageKey: string }).messageKey;
    const result = await settle(t, ben, messageKey, 15_000);
    expect(result).toMatchObject({
      pending: false,
      Error: VOIDED_MESSAGE,
      confirmationNumber: null,
    });
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.messageKey, messageKey));
    const record = await voidedRecord(t, row!.id);
    expect(record).toMatchObject({
      reason: 'notRecorded',
      authorizationId: expect.any(String),
      voided: true,
    });
    expect(row).toMatchObject({ status: 'failed', authorizationId: record!.authorizationId });
    expect(await approvedChargeCount(t.database.db, card.cardToken)).toBe(0);
  }, 20_000);
});
