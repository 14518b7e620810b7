/**
 * One day's reminder pass (decision 020): every serviced loan due N days after `on` (N: the borrower's setting,
 * else REMINDER_DAYS_BEFORE; domain isDueForReminder) is reminded once per due date and channel. By push when her
 * profile has a subscription; when it has none, or no device took the push (404/410: deleted; a failing push
 * service: kept), by her communication preference (email, text or both). An email/SMS claim commits with its outbox row (exactly once); a push claim
 * is marked delivered after the push, so a crash in between pushes again with the same tag (the browser replaces
 * the notification, it does not add one).
 */
import {
  addCalendarDays,
  isDueForReminder,
  preferredContacts,
  REMINDER_DAYS_BEFORE_MAX,
  type CommunicationPreferenceCode,
} from '@lender/domain';
import type { TLanguage } from '@lender/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { JobSender } from '../../../jobs/queue';
import { queueDelivery } from '../../../integrations/messaging/outbox-messaging';
import { createOutboxRepo } from '../../../integrations/messaging/outbox-repo';
import type { PushPort } from '../../../integrations/push';
import type { ReminderChannel } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import { loansToRemind, type ReminderCandidate } from './candidates';
import type { RemindersRepo } from './repo';
import { pushPayload, reminderMessage } from './reminder-text';

export interface ReminderPassDeps {
  repo: RemindersRepo;
  loans: Pick<LoanSystemRegistry, 'loansDueBetween'>;
  push: PushPort;
  jobs: JobSender;
  clock: Clock;
  log: FastifyBaseLogger;
  defaultDaysBefore: number;
  appOrigin: string;
}

export interface SentReminder {
  loanNumber: string;
  dueDate: string;
  channel: ReminderChannel;
}

export const todayOf = (clock: Clock): string => clock().toISOString().slice(0, 10);

export async function runReminderPass(deps: ReminderPassDeps, on: string): Promise<SentReminder[]> {
  const candidates = await loansToRemind(deps.loans, deps.repo, {
    from: addCalendarDays(on, 1),
    to: addCalendarDays(on, REMINDER_DAYS_BEFORE_MAX),
    on,
  });
  const sent: SentReminder[] = [];
  for (const loan of candidates.filter((c) =>
    isDueForReminder(c, on, c.daysBefore ?? deps.defaultDaysBefore),
  )) {
    const language: TLanguage = loan.language ?? 'en';
    const pushed = await remindByPush(deps, loan, language, on);
    const channels: ReminderChannel[] =
      pushed === 'fallback'
        ? await remindByMessage(deps, loan, language, on)
        : pushed
          ? ['push']
          : [];
    sent.push(
      ...channels.map((channel) => ({
        loanNumber: loan.loanNumber,
        dueDate: loan.dueDate,
        channel,
      })),
    );
  }
  return sent;
}

/** true: pushed now; false: already reminded; 'fallback': no subscription took it (none, gone, or the push service failing). */
async function remindByPush(
  deps: ReminderPassDeps,
  loan: ReminderCandidate,
  language: TLanguage,
  on: string,
): Promise<boolean | 'fallback'> {
  const subscriptions = await deps.repo.subscriptionsOf(loan.profileId);
  if (subscriptions.length === 0) return 'fallback';
  const key = { loanId: loan.loanId, dueDate: loan.dueDate, channel: 'push' as const };
  if (!(await deps.repo.claim({ ...key, sentOn: on, delivered: false }))) return false;
  const payload = JSON.stringify(pushPayload(loan, language));
  let delivered = 0;
  let gone = 0;
  for (const subscription of subscriptions) {
    const result = await deps.push.send(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
    );
    if (result.ok) delivered += 1;
    else if (result.gone) {
      gone += 1;
      // the reason names a status or the host, never the endpoint (the browser's capability URL)
      deps.log.info({ loanId: loan.loanId, reason: result.reason }, 'push subscription dropped');
      await deps.repo.deleteSubscriptionById(subscription.id);
    } else deps.log.warn({ loanId: loan.loanId, reason: result.reason }, 'reminder push failed');
  }
  if (delivered > 0) {
    await deps.repo.markDelivered(key);
    return true;
  }
  // no device took it (gone, or the push service failing: no later pass of this due date would try again): by message
  if (gone < subscriptions.length)
    deps.log.warn(
      { loanId: loan.loanId },
      'reminder push failed on every device: reminding by the communication preference',
    );
  await deps.repo.releaseClaim(key);
  return 'fallback';
}

async function remindByMessage(
  deps: ReminderPassDeps,
  loan: ReminderCandidate,
  language: TLanguage,
  on: string,
): Promise<ReminderChannel[]> {
  const to = preferredContacts(
    loan.preference as CommunicationPreferenceCode,
    await deps.repo.signInContactOf(loan.profileId),
  );
  const targets = [
    ...(to.email ? [{ channel: 'email' as const, address: to.email }] : []),
    ...(to.phone ? [{ channel: 'sms' as const, address: to.phone }] : []),
  ];
  const sent: ReminderChannel[] = [];
  for (const target of targets) {
    const outboxId = await deps.repo.transaction(async (tx) => {
      if (
        !(await deps.repo.claim(
          {
            loanId: loan.loanId,
            dueDate: loan.dueDate,
            channel: target.channel,
            sentOn: on,
            delivered: true,
          },
          tx,
        ))
      )
        return null;
      return (
        await createOutboxRepo(tx).insert(
          reminderMessage(loan, language, target.channel, target.address, deps.appOrigin),
          deps.clock(),
        )
      ).id;
    });
    if (outboxId === null) continue;
    sent.push(target.channel);
    await queueDelivery(deps.jobs, outboxId, 1).catch((err: unknown) =>
      deps.log.warn(
        { err, outboxId },
        'reminder stored, its delivery job not: the recovery sweep queues it',
      ),
    );
  }
  return sent;
}
