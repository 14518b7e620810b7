/**
 * Two runs of one payment's job overlap (a run that hangs past the queue's expiry is run again while it is still
 * going). One fails the payment while the other is being approved: the approval is recorded nowhere, so it must
 * be voided — never a charge left standing on a payment that says the card was not charged.
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
  status,
  submit,
  voidedRecord,
  type Headers,
} from './payments-test-kit';

let t: TestApp;
let ben: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
  // the moment the processor approves, the other run fails the payment (as its recheck or its last retry would)
  await t.database.db.execute(
    sql.raw(`create function other_run_fails() returns trigger language plpgsql as $$
      begin
        if new.status = 'approved' then
          update payments set status = 'failed', error = 'failed by the other run' where id::text = new.idempotency_key and status = 'pending';
        end if;
        return new;
      end $$`),
  );
  await t.database.db.execute(
    sql.raw(
      'create trigger other_run_fails after insert on processor_authorizations for each row execute function other_run_fails()',
    ),
  );
});
afterAll(async () => t.close());

describe('an approval that lands on a payment another run has failed', () => {
  it('is voided with an operator record, and the payment says the card was not charged', async () => {
    const card = await addCard(t, ben, profileIdOf('P2'), '4111111111111111', true);
    const res = await submit(t, ben, paymentBody(loanIdOf('T1'), card, '310.00'));
    expect(res.statusCode, res.body).toBe(202);
    const messageKey = (res.json() as { messageKey: string }).messageKey;
    // the other run's failure is what a poll may see first (the card was not charged either way); once this run has
    // voided its approval, the payment says so
    expect(await settle(t, ben, messageKey, 15_000)).toMatchObject({
      pending: false,
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
    expect(await status(t, ben, messageKey)).toMatchObject({
      pending: false,
      Error: VOIDED_MESSAGE,
      confirmationNumber: null,
    });
    expect(await approvedChargeCount(t.database.db, card.cardToken)).toBe(0);
  }, 20_000);
});
