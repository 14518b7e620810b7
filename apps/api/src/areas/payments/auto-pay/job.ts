/**
 * Auto-pay's jobs (decision 056). 'autoPayCharges' { on }: the pass of a business day. Every process with workers looks
 * at start and every 30 s (the runtime's recovery sweep) whether today's pass has finished, from AUTO_PAY_HOUR_UTC on,
 * and queues it with an id derived from the day, so all processes queue one job (as the reminders' pass). The pass
 * charges through the claims of charge-pass.ts, so a repeated or retried pass charges nothing twice.
 * 'autoPayDeclineNotice' { chargeId }: the notice of a declined charge, queued by the same sweep for each declined
 * charge whose borrower was not told yet (id derived from the charge: one job each); sent once (decline-notice.ts).
 */
import type { ServerSettings } from '@lender/domain';
import { businessDateOf } from '../../../db/loan-payoff';
import { namedJobId } from '../../../jobs/named-job-id';
import type { JobContext, JobDefinition } from '../../../jobs/types';
import { createConfigRepo, createConfigService } from '../../system';
import { createMoneyReservations } from '../money-reservations';
import { createPaymentsRepo } from '../payments/repo';
import { runAutoPayPass, type AutoPayPassDeps } from './charge-pass';
import { createAutoPayChargeRepo } from './charge-repo';
import { sendDeclineNotice } from './decline-notice';

export const AUTO_PAY_CHARGES_JOB = 'autoPayCharges';
export const AUTO_PAY_DECLINE_NOTICE_JOB = 'autoPayDeclineNotice';
/** 12:00 UTC: early morning of the due date in the lenders' US time zones, before the borrower spends the money */
export const AUTO_PAY_HOUR_UTC = 12;
const NOTICE_BATCH = 200;

/** A pg-boss id (a uuid) named by what it is for: every process names the same job alike. */
export const autoPayJobId = namedJobId;

type PassContext = Pick<JobContext, 'config' | 'database' | 'clock' | 'log' | 'queue' | 'loans'>;

export interface AutoPayJobOverrides {
  /** a crash after a loan's claim, before its charge (the recovery tests) */
  afterClaim?: (loanId: string) => Promise<void>;
}

export function autoPayPassDeps(
  { config, database, clock, log, queue, loans }: PassContext,
  overrides: AutoPayJobOverrides = {},
): AutoPayPassDeps {
  const db = database.db;
  const configService = createConfigService({
    repo: createConfigRepo(db),
    defaultBrand: config.defaultBrand,
  });
  const settings = async (): Promise<ServerSettings> =>
    (await configService.getConfigSettings()).settings;
  return {
    charges: createAutoPayChargeRepo(db),
    loans,
    reservations: createMoneyReservations(db, loans, clock),
    payments: createPaymentsRepo(db),
    jobs: queue,
    settings,
    clock,
    log,
    ...(overrides.afterClaim ? { afterClaim: overrides.afterClaim } : {}),
  };
}

export const autoPayChargesJob: JobDefinition<{ on: string }, AutoPayJobOverrides> = {
  name: AUTO_PAY_CHARGES_JOB,
  policy: { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
  createHandler(context, overrides) {
    const deps = autoPayPassDeps(context, overrides);
    return async ({ on }) => {
      const charges = await runAutoPayPass(deps, on);
      await deps.charges.finishRun(on, context.clock());
      if (charges.length > 0) context.log.info({ on, charges: charges.length }, 'auto-pay pass');
    };
  },
  async recover({ config, database, clock, queue }) {
    if (!config.autoPaySchedule || clock().getUTCHours() < AUTO_PAY_HOUR_UTC) return 0;
    const on = businessDateOf(clock());
    if (await createAutoPayChargeRepo(database.db).runFinished(on)) return 0;
    const id = autoPayJobId(`autoPayCharges:${on}`);
    return (await queue.send(AUTO_PAY_CHARGES_JOB, { on }, { id })) ? 1 : 0;
  },
};

export const autoPayDeclineNoticeJob: JobDefinition<{ chargeId: string }> = {
  name: AUTO_PAY_DECLINE_NOTICE_JOB,
  policy: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  createHandler({ config, database, clock, queue, loans }) {
    const appOrigin = config.appOrigin ?? `http://localhost:${config.port}`;
    return async ({ chargeId }) => {
      await sendDeclineNotice({ db: database.db, loans, jobs: queue, appOrigin, clock }, chargeId);
    };
  },
  async recover({ database, queue }) {
    let sent = 0;
    for (const { chargeId } of await createAutoPayChargeRepo(database.db).declinedUnnoticed(
      NOTICE_BATCH,
    )) {
      const id = autoPayJobId(`autoPayDeclineNotice:${chargeId}`);
      if (await queue.send(AUTO_PAY_DECLINE_NOTICE_JOB, { chargeId }, { id })) sent += 1;
    }
    return sent;
  },
};
