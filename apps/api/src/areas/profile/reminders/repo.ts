/** Reminders' rows: push subscriptions and settings per profile, the claims of sent reminders, the daily runs. */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TLanguage, TPushSubscriptionRequest } from '@lender/contract';
import type { Database, DbOrTx } from '../../../db/client';
import {
  customers,
  identities,
  profiles,
  pushSubscriptions,
  reminderRuns,
  reminderSettings,
  sentReminders,
  type ReminderChannel,
} from '../../../db/schema';

export function createRemindersRepo(db: Database) {
  return {
    async subscriptionsOf(profileId: string) {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.profileId, profileId))
        .orderBy(asc(pushSubscriptions.id));
    },

    /** The browser's subscription, now the caller's (the endpoint names the browser: whoever signs in on it owns it). */
    async saveSubscription(
      profileId: string,
      subscription: TPushSubscriptionRequest,
      deviceKey: string | null,
      now: Date,
    ) {
      const values = {
        profileId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        deviceKey,
        createdAt: now,
      };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    /** Deletes the caller's own subscription of that endpoint; false when she has none. */
    async deleteSubscription(profileId: string, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.profileId, profileId), eq(pushSubscriptions.endpoint, endpoint)),
        )
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },

    async deleteSubscriptionById(id: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async settingsOf(profileId: string) {
      const [row] = await db
        .select({ daysBefore: reminderSettings.daysBefore, language: reminderSettings.language })
        .from(reminderSettings)
        .where(eq(reminderSettings.profileId, profileId));
      return row;
    },

    async saveSettings(
      profileId: string,
      change: { daysBefore?: number; language: TLanguage },
      now: Date,
    ) {
      const values = {
        profileId,
        language: change.language,
        updatedAt: now,
        ...(change.daysBefore === undefined ? {} : { daysBefore: change.daysBefore }),
      };
      await db
        .insert(reminderSettings)
        .values(values)
        .onConflictDoUpdate({ target: reminderSettings.profileId, set: values });
    },

    async communicationPreferenceOf(customerId: string | undefined) {
      if (!customerId) return 0;
      const [row] = await db
        .select({ preference: customers.communicationPreference })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.preference ?? 0;
    },

    /**
     * How each customer record's borrower is reminded: her profile, her communication preference and her reminder
     * settings (none: the defaults); records without a profile are left out.
     */
    async remindersOf(recordIds: readonly string[]) {
      if (recordIds.length === 0) return [];
      return db
        .select({
          recordId: customers.id,
          profileId: profiles.id,
          preference: customers.communicationPreference,
          daysBefore: reminderSettings.daysBefore,
          language: reminderSettings.language,
        })
        .from(customers)
        .innerJoin(profiles, eq(profiles.customerId, customers.id))
        .leftJoin(reminderSettings, eq(reminderSettings.profileId, profiles.id))
        .where(and(inArray(customers.id, [...recordIds]), isNotNull(customers.profileId)));
    },

    async signInContactOf(profileId: string) {
      const rows = await db
        .select({ kind: identities.kind, value: identities.value })
        .from(identities)
        .where(eq(identities.profileId, profileId))
        .orderBy(asc(identities.id));
      return {
        email: rows.find((row) => row.kind === 'email')?.value ?? null,
        phone: rows.find((row) => row.kind === 'phone')?.value ?? null,
      };
    },

    /**
     * Claims the reminder of a loan's due date by a channel: true when this pass must send it — a new claim, or a
     * push claim a crashed pass left undelivered. A delivered claim (or one of another channel) is never sent again.
     */
    async claim(
      claim: {
        loanId: string;
        dueDate: string;
        channel: ReminderChannel;
        sentOn: string;
        delivered: boolean;
      },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const [inserted] = await tx
        .insert(sentReminders)
        .values(claim)
        .onConflictDoNothing()
        .returning({ id: sentReminders.id });
      if (inserted) return true;
      const [open] = await tx
        .select({ id: sentReminders.id })
        .from(sentReminders)
        .where(
          and(
            eq(sentReminders.loanId, claim.loanId),
            eq(sentReminders.dueDate, claim.dueDate),
            eq(sentReminders.channel, claim.channel),
            eq(sentReminders.delivered, false),
          ),
        );
      return Boolean(open);
    },

    async markDelivered(key: { loanId: string; dueDate: string; channel: ReminderChannel }) {
      await db
        .update(sentReminders)
        .set({ delivered: true })
        .where(
          and(
            eq(sentReminders.loanId, key.loanId),
            eq(sentReminders.dueDate, key.dueDate),
            eq(sentReminders.channel, key.channel),
          ),
        );
    },

    /** A push claim whose every subscription was gone: released, the reminder goes by message instead. */
    async releaseClaim(key: { loanId: string; dueDate: string; channel: ReminderChannel }) {
      await db
        .delete(sentReminders)
        .where(
          and(
            eq(sentReminders.loanId, key.loanId),
            eq(sentReminders.dueDate, key.dueDate),
            eq(sentReminders.channel, key.channel),
            eq(sentReminders.delivered, false),
          ),
        );
    },

    async runFinished(on: string): Promise<boolean> {
      return (
        (
          await db
            .select({ on: reminderRuns.runOn })
            .from(reminderRuns)
            .where(eq(reminderRuns.runOn, on))
        ).length > 0
      );
    },

    async finishRun(on: string, now: Date) {
      await db.insert(reminderRuns).values({ runOn: on, finishedAt: now }).onConflictDoNothing();
    },

    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),
  };
}

export type RemindersRepo = ReturnType<typeof createRemindersRepo>;
