/** Every job of the service. To add one: export a JobDefinition beside its module and list it here. */
import { paymentJob, type PaymentJobOverrides } from '../modules/payments/job';
import type { JobDefinition } from './types';

export const JOB_DEFINITIONS: readonly JobDefinition<never, never>[] = [paymentJob as JobDefinition<never, never>];

/** Per-job test seams, by job name. */
export interface JobOverrides {
  payment?: PaymentJobOverrides;
}
