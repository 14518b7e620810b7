/**
 * Exactly once: dispatchers racing for one row deliver it once; a worker that dies between the SMTP
 * server's acceptance and the mark leaves the row sending, and after the claim's lease the recovery sweep
 * delivers it again with the same Message-ID (decision 009), while the dead worker's late mark changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { outbox } from '../../../db/schema';
import { createTestDatabase } from '../../../db/test-db';
import { deliveryJobId } from '../../../integrations/messaging/delivery-ids';
import { createDispatcher, DELIVERY_LEASE_MS } from '../../../integrations/messaging/dispatcher';
import { createOutboxRepo } from '../../../integrations/messaging/outbox-repo';
import { createSmtpAdapter } from '../../../integrations/messaging/smtp-adapter';
import { createLogger } from '../../../lib/logger';
import { noMetrics } from '../../../operations/metrics/port';
import { buildTestApp, testConfig } from '../../../testing/build-test-app';
import { MESSAGE_RECOVERY_OVERDUE_MS, messageDeliveryJob } from './job';
import { startSmtpServer, until, type TestSmtpServer } from './messaging-test-kit';
import { testLoanSystems } from '../../../testing/loan-systems';

const SMTP_LOGIN = { user: 'relay-user', password: 'SmtpOncePass2026' };

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_LOGIN);
});
afterAll(async () => smtp.close());

describe('two dispatchers racing for the same rows', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => database.close());

  it('deliver each row once: one claims it, the others find it taken', async () => {
    const repo = createOutboxRepo(database.db);
    const email = createSmtpAdapter({
      url: smtp.url(),
      from: async () => 'Oak Loans <no-reply@inl.example.com>',
    });
    const log = createLogger({ level: 'silent' });
    const dispatchers = [1, 2, 3].map(() =>
      createDispatcher({
        repo,
        adapters: { email, sms: email, voice: email },
        clock: () => new Date(),
        retry: { maxAttempts: 3, baseSeconds: 1, maxSeconds: 10 },
        schedule: async () => undefined,
        log,
      }),
    );
    const before = smtp.received.length;
    const rows = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        repo.insert(
          {
            channel: 'email',
            to: `race${n}@example.com`,
            template: 'probe',
            subject: `Race ${n}`,
            body: `Race ${n}`,
          },
          new Date(),
        ),
      ),
    );
    const outcomes = await Promise.all(
      rows.map((row) => Promise.all(dispatchers.map((dispatch) => dispatch(row.id)))),
    );

    for (const perRow of outcomes)
      expect([...perRow].sort()).toEqual(['sent', 'skipped', 'skipped']);
    expect(smtp.received.length - before).toBe(4);
    expect(
      smtp.received
        .slice(before)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['Race 1', 'Race 2', 'Race 3', 'Race 4']);
    const stored = await database.db
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox);
    expect(stored).toEqual(rows.map(() => ({ status: 'sent', attempts: 1 })));
  });
});

describe('a message whose delivery job was never stored (the process died between the row and the job)', () => {
  it('is delivered by the recovery sweep once it is overdue', async () => {
    const t = await buildTestApp({ SMTP_URL: smtp.url() }, { jobs: { recoveryIntervalMs: 100 } });
    try {
      const before = smtp.received.length;
      const stored = new Date(Date.now() - MESSAGE_RECOVERY_OVERDUE_MS - 1_000);
      const row = await createOutboxRepo(t.database.db).insert(
        {
          channel: 'email',
          to: 'orphan@example.com',
          template: 'probe',
          subject: 'Orphan',
          body: 'Stored without its job',
        },
        stored,
      );
      const mail = await until(() => smtp.received[before]);
      expect(mail.subject).toBe('Orphan');
      expect(mail.messageId).toBe(`<outbox.${row.id}.${stored.getTime()}@inl.example.com>`);
      await until(async () =>
        (await t.database.db.select().from(outbox).where(eq(outbox.id, row.id)))[0]?.status ===
        'sent'
          ? true
          : undefined,
      );
    } finally {
      await t.close();
    }
  }, 20_000);
});

describe('a worker killed between the delivery and its mark', () => {
  it('leaves the row to the recovery sweep, which delivers it again after the lease with the same Message-ID', async () => {
    let offsetMs = 0;
    let hung: (() => void) | undefined;
    const afterDeliver = async () => {
      if (hung) return;
      await new Promise<void>((resolve) => (hung = resolve)); // the first worker never gets to its mark
    };
    const clock = () => new Date(Date.now() + offsetMs);
    const t = await buildTestApp(
      { SMTP_URL: smtp.url() },
      {
        clock,
        jobs: { recoveryIntervalMs: 100, overrides: { messageDelivery: { afterDeliver } } },
      },
    );
    const current = async (id: number) =>
      (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    /** one recovery pass of the delivery job, as the app's runs every 100 ms: how many deliveries it queued again */
    const recoveryPass = () =>
      messageDeliveryJob.recover!({
        config: testConfig(),
        database: t.database,
        loans: testLoanSystems(t.database.db),
        clock,
        log: t.app.log,
        queue: t.app.jobs,
        metrics: noMetrics,
      });
    const jobState = async (id: string) =>
      (
        await t.database.db.execute<{ state: string }>(
          sql`select state from pgboss.job where id = ${id}::uuid`,
        )
      ).rows[0]?.state;
    try {
      const before = smtp.received.length;
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/resetpassword',
            payload: { username: 'ben.multi@example.com' },
          })
        ).statusCode,
      ).toBe(200);
      const [row] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      const first = await until(() => smtp.received[before]);
      await until(() => (hung ? true : undefined));
      expect(await current(row!.id)).toMatchObject({ status: 'sending', attempts: 1 });

      // within the lease nothing happens: the worker may still be alive. A recovery pass run now finds nothing to queue
      expect(await recoveryPass()).toBe(0);
      expect(smtp.received.length).toBe(before + 1);

      offsetMs = DELIVERY_LEASE_MS + 1_000;
      const second = await until(() => smtp.received[before + 1]);
      expect(second.messageId).toBe(first.messageId);
      expect(second.messageId).toBe(
        `<outbox.${row!.id}.${row!.createdAt.getTime()}@inl.example.com>`,
      );
      expect(second.text).toBe(first.text);
      const sent = await until(async () =>
        (await current(row!.id)).status === 'sent' ? current(row!.id) : undefined,
      );
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });

      hung!(); // the first worker wakes up: its mark is fenced off by the newer attempt
      // its job completes once its mark has been tried
      await until(async () =>
        (await jobState(deliveryJobId(row!.id, 1))) === 'completed' ? true : undefined,
      );
      expect(await current(row!.id)).toEqual(sent);
      expect(smtp.received.length).toBe(before + 2);
    } finally {
      hung?.();
      await t.close();
    }
  }, 30_000);
});
