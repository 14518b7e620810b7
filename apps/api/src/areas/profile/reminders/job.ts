/**
 * The daily reminder pass (pg-boss queue 'dueDateReminders', { on }). Every process with workers looks at start and
 * every 30 s (the runtime's recovery sweep) whether today's pass has finished, from REMINDER_HOUR_UTC on, and queues it
 * with an id derived from the day, so all processes queue one job. The pass claims each reminder before it sends it,
 * so a repeated or retried pass sends nothing twice (reminder-pass.ts).
 */
import { namedJobId } from '../../../jobs/named-job-id';
import type { JobContext, JobDefinition } from '../../../jobs/types';
import { createPushPort, type PushPort } from '../../../integrations/push';
import { createRemindersRepo } from './repo';
import { runReminderPass, todayOf, type ReminderPassDeps } from './reminder-pass';

export const DUE_DATE_REMINDERS_JOB = 'dueDateReminders';
/** 14:00 UTC: morning in the lenders' US time zones */
export const REMINDER_HOUR_UTC = 14;

export interface ReminderJobData {
  on: string;
}

export interface ReminderJobOverrides {
  push?: PushPort;
}

/** The pg-boss id (a uuid) of a day's pass: every process names it alike. */
export const reminderJobId = (on: string): string => namedJobId(`dueDateReminders:${on}`);

type PassContext = Pick<JobContext, 'config' | 'database' | 'clock' | 'log' | 'queue' | 'loans'>;

export function reminderPassDeps(
  { config, database, clock, log, queue, loans }: PassContext,
  push?: PushPort,
): ReminderPassDeps {
  return {
    repo: createRemindersRepo(database.db),
    loans,
    push: push ?? createPushPort(database.db, config, clock),
    jobs: queue,
    clock,
    log,
    defaultDaysBefore: config.reminderDaysBefore,
    appOrigin: config.appOrigin ?? `http://localhost:${config.port}`,
  };
}

export const dueDateRemindersJob: JobDefinition<ReminderJobData, ReminderJobOverrides> = {
  name: DUE_DATE_REMINDERS_JOB,
  policy: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  createHandler(context, overrides = {}) {
    const deps = reminderPassDeps(context, overrides.push);
    return async ({ on }) => {
      const sent = await runReminderPass(deps, on);
      await deps.repo.finishRun(on, context.clock());
      if (sent.length > 0)
        context.log.info({ on, reminders: sent.length }, 'due-date reminders sent');
    };
  },
  async recover({ config, database, clock, queue }) {
    if (!config.reminderSchedule || clock().getUTCHours() < REMINDER_HOUR_UTC) return 0;
    const on = todayOf(clock);
    if (await createRemindersRepo(database.db).runFinished(on)) return 0;
    return (await queue.send(DUE_DATE_REMINDERS_JOB, { on }, { id: reminderJobId(on) })) ? 1 : 0;
  },
};
