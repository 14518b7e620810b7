/**
 * Every job of the service, by module. The job runtime (src/jobs) knows none of them: the composition
 * roots (app.ts, worker.ts) hand it this list. To add one: export a JobDefinition beside its module and list it here.
 */
import type { JobDefinition } from '../jobs/types';
import { cashAdvanceBatchJob } from './funds/batch-job';
import { drawJob, type DrawJobOverrides } from './funds/job';
import { disburseOriginationJob, originateLoanJob, type OriginationJobOverrides } from './origination/job';
import { messageDeliveryJob, type MessageDeliveryJobOverrides } from './messaging/job';
import { paymentJob, type PaymentJobOverrides } from './payments/job';
import { refinanceVoidJob, type RefinanceVoidJobOverrides } from './refinance/job';
import { dueDateRemindersJob, type ReminderJobOverrides } from './reminders/job';
import { referralCashOutJob, referralSignupJob, type ReferralCashOutJobOverrides } from './referrals/job';

export const MODULE_JOBS: readonly JobDefinition<never, never>[] = [
  paymentJob as JobDefinition<never, never>,
  referralCashOutJob as JobDefinition<never, never>,
  referralSignupJob as JobDefinition<never, never>,
  drawJob as JobDefinition<never, never>,
  cashAdvanceBatchJob as JobDefinition<never, never>,
  messageDeliveryJob as JobDefinition<never, never>,
  dueDateRemindersJob as JobDefinition<never, never>,
  originateLoanJob as JobDefinition<never, never>,
  disburseOriginationJob as JobDefinition<never, never>,
  refinanceVoidJob as JobDefinition<never, never>,
];

/** Per-job test seams, by job name. */
export interface JobOverrides {
  payment?: PaymentJobOverrides;
  referralCashOut?: ReferralCashOutJobOverrides;
  draw?: DrawJobOverrides;
  messageDelivery?: MessageDeliveryJobOverrides;
  dueDateReminders?: ReminderJobOverrides;
  disburseOrigination?: OriginationJobOverrides;
  refinanceVoid?: RefinanceVoidJobOverrides;
}
