/**
 * The Truth in Lending figures (Regulation Z) the server computes with the domain's disclosure module and sends with
 * an offer, an estimate or a quote, so a screen shows the same numbers as the agreement and its PDF. Money in
 * integer cents; rates in percent (aprPercent 304.17 = 304.17 %).
 */
import { z } from 'zod';

export const ZScheduledPaymentSchema = z.object({
  dueDate: z.iso.date(),
  amountCents: z.number().int().nonnegative(),
});

/** Closed-end credit (§ 1026.18): the federal box and the payment schedule. */
export const ZClosedEndDisclosureSchema = z.object({
  kind: z.literal('closedEnd'),
  aprPercent: z.number().nonnegative(),
  financeChargeCents: z.number().int().nonnegative(),
  amountFinancedCents: z.number().int().nonnegative(),
  totalOfPaymentsCents: z.number().int().nonnegative(),
  /** the day the borrower becomes bound (the business date), 'YYYY-MM-DD' */
  consummationDate: z.iso.date(),
  schedule: z.array(ZScheduledPaymentSchema),
});
export type TClosedEndDisclosure = z.infer<typeof ZClosedEndDisclosureSchema>;

/** Open-end credit (§ 1026.6, § 1026.7): the daily periodic rate and its corresponding APR. */
export const ZOpenEndDisclosureSchema = z.object({
  kind: z.literal('openEnd'),
  dailyPeriodicRatePercent: z.number().nonnegative(),
  aprPercent: z.number().nonnegative(),
  principalAfterDrawCents: z.number().int().nonnegative(),
  interestPerDayCents: z.number().int().nonnegative(),
});
export type TOpenEndDisclosure = z.infer<typeof ZOpenEndDisclosureSchema>;
