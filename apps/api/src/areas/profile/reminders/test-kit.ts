/**
 * What the due-date reminders' tests share (spec §4 Notifications, decision 020): the file's server — a push sandbox,
 * DNS as the tests set it (decision 046), its log captured — set up by `useRemindersApp()` before the file's tests and
 * closed after them; Ana's and Ben's calls; A1's due date and the pass that reminds of it. Every file gets its own
 * (the API's test projects share modules between the files of a worker: nothing here is a module's state).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  ZDevPushesResponseSchema,
  ZDevReminderRunResponseSchema,
  ZReminderPushPayloadSchema,
} from '@lender/contract';
import { customers, loans, outbox, pushSubscriptions, sentReminders } from '../../../db/schema';
import { loanIdOf } from '../../../db/seed';
import { sandboxResolveHost } from '../../../integrations/dns';
import { buildTestApp, logCapture, type TestApp } from '../../../testing/build-test-app';
import { bearer, trustedSessionOf } from '../../identity/test-kit';

export const ANA = 'ana.tlxe@example.com';
export const BEN = 'ben.multi@example.com';
export const A1 = loanIdOf('A1');

export const subscription = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  expirationTime: null,
  keys: { p256dh: `BP256dh-key-of-${name}`, auth: `auth-of-${name}` },
});

export function useRemindersApp() {
  const tokens = new Map<string, string>();
  const kit = {
    /** the file's server, once its tests have started */
    t: undefined as unknown as TestApp,
    /** A1's loan number, once its tests have started */
    a1Number: '',
    /** DNS as the tests set it (decision 046): a name given here resolves to these addresses, any other as the sandbox's */
    dns: new Map<string, string[]>(),
    logs: logCapture(),

    async call(
      email: string,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      language = 'en',
    ) {
      if (!tokens.has(email))
        tokens.set(email, (await trustedSessionOf(kit.t.app, email)).accessToken);
      return kit.t.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...bearer(tokens.get(email)!), 'accept-language': language },
        payload,
      });
    },

    /** A1 due on `dueDate`; Ana's subscriptions and A1's reminders cleared. */
    async a1DueOn(dueDate: string) {
      const db = kit.t.database.db;
      await db.update(loans).set({ dueDate }).where(eq(loans.id, A1));
      await db.delete(sentReminders).where(eq(sentReminders.loanId, A1));
      const [ana] = await db
        .select({ profileId: customers.profileId })
        .from(customers)
        .innerJoin(loans, eq(loans.customerId, customers.id))
        .where(eq(loans.id, A1));
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.profileId, ana!.profileId!));
    },

    /** The pass of the day `on`, through the dev trigger: what it sent for A1. */
    async runPass(on: string) {
      const response = await kit.t.app.inject({
        method: 'POST',
        url: '/api/dev/reminders/run',
        payload: { on },
      });
      expect(response.statusCode).toBe(200);
      return ZDevReminderRunResponseSchema.parse(response.json()).sent.filter(
        (s) => s.loanNumber === kit.a1Number,
      );
    },

    async pushesTo(endpoint: string) {
      const response = await kit.t.app.inject({
        method: 'GET',
        url: `/api/dev/pushes?endpoint=${encodeURIComponent(endpoint)}`,
      });
      return ZDevPushesResponseSchema.parse(response.json()).pushes.map((p) =>
        ZReminderPushPayloadSchema.parse(JSON.parse(p.payload)),
      );
    },

    // in the order they were written: PostgreSQL returns rows of an unordered select in any order
    remindersInOutbox: () =>
      kit.t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.template, 'dueDateReminder'))
        .orderBy(asc(outbox.id)),
  };
  beforeAll(async () => {
    kit.t = await buildTestApp(
      {},
      {
        logStream: kit.logs.stream,
        resolveHost: async (host) => kit.dns.get(host) ?? sandboxResolveHost(host),
      },
    );
    const [row] = await kit.t.database.db
      .select({ loanNumber: loans.loanNumber })
      .from(loans)
      .where(eq(loans.id, A1));
    kit.a1Number = row!.loanNumber;
  });
  afterAll(async () => kit.t.close());
  return kit;
}
