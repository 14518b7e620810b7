/**
 * Every job of the service, by module. The job runtime (src/jobs) knows none of them: the composition
 * roots (app.ts, worker.ts) hand it this list. To add one: export a JobDefinition beside its module and list it here.
 */
import type { JobDefinition } from '../jobs/types';
import { cashAdvanceBatchJob, drawJob, type DrawJobOverrides } from './funds';
import { disburseOriginationJob, originateLoanJob, type OriginationJobOverrides } from './offers';
import { messageDeliveryJob, type MessageDeliveryJobOverrides } from './system';
import {
  autoPayChargesJob,
  autoPayDeclineNoticeJob,
  type AutoPayJobOverrides,
  paymentJob,
  type PaymentJobOverrides,
  reconciliationJob,
  refinanceVoidJob,
  type RefinanceVoidJobOverrides,
  renewalCashOutJob,
  type RenewalCashOutJobOverrides,
} from './payments';
import { dueDateRemindersJob, type ReminderJobOverrides } from './profile';
import {
  referralCashOutJob,
  referralSignupJob,
  type ReferralCashOutJobOverrides,
  type ReferralSignupJobOverrides,
} from './referral';

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
  renewalCashOutJob as JobDefinition<never, never>,
  autoPayChargesJob as JobDefinition<never, never>,
  autoPayDeclineNoticeJob as JobDefinition<never, never>,
  reconciliationJob as JobDefinition<never, never>,
];

/** Per-job test seams, by job name. */
export interface JobOverrides {
  payment?: PaymentJobOverrides;
  referralCashOut?: ReferralCashOutJobOverrides;
  referralSignup?: ReferralSignupJobOverrides;
  draw?: DrawJobOverrides;
  messageDelivery?: MessageDeliveryJobOverrides;
  dueDateReminders?: ReminderJobOverrides;
  disburseOrigination?: OriginationJobOverrides;
  refinanceVoid?: RefinanceVoidJobOverrides;
  renewalCashOut?: RenewalCashOutJobOverrides;
  autoPayCharges?: AutoPayJobOverrides;
}
