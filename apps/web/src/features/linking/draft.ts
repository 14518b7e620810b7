/**
 * What she typed on the link (or replacement) form, kept for "Try again" after LinkAccountFailed: all four
 * fields, the SSN included. In this module's memory only — never in history state, storage or a log — and
 * cleared on a successful link, on sign-out (every store's reset) and when a reload drops the page's memory.
 */
import { registerStoreReset } from '../../shared/session/store-reset';
import type { AccountVerificationValues } from './link-validation';

export type DraftForm = 'LinkAccount' | 'ReplaceAccount';

let kept: { form: DraftForm; values: AccountVerificationValues } | undefined;

/** Keeps the values the form was submitted with (the call failed: she may try again). */
export function keepVerificationDraft(form: DraftForm, values: AccountVerificationValues): void {
  kept = { form, values: { ...values } };
}

/** The values kept for this form, if any. */
export function verificationDraft(form: DraftForm): AccountVerificationValues | undefined {
  return kept?.form === form ? { ...kept.values } : undefined;
}

export function clearVerificationDraft(): void {
  kept = undefined;
}

registerStoreReset(clearVerificationDraft);
