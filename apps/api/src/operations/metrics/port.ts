/**
 * What feature code may count, without knowing Prometheus: a module or job receives a MetricsPort (JobContext.metrics)
 * and calls it where its outcome is decided. The app's registry implements it (app-metrics.ts); tests and processes
 * without a registry get `noMetrics`.
 */

/** How a payment ended: posted (approved), refused by the card processor (declined), authorized but not applicable
 * so the authorization was voided (voided), or ended with an Error without a charge (failed). */
export type PaymentOutcome = 'approved' | 'declined' | 'voided' | 'failed';

export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = [
  'approved',
  'declined',
  'voided',
  'failed',
];

export interface MetricsPort {
  paymentOutcome(outcome: PaymentOutcome): void;
}

export const noMetrics: MetricsPort = { paymentOutcome: () => undefined };
