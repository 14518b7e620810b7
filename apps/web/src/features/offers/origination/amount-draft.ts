/**
 * The amount typed on OriginationAmount, kept for the tab's session (issue 48: a reload lost it) the way the payment
 * draft is (shared/session/payment-store: sessionStorage, written STATE_SAVE_DEBOUNCE_MS after the last change and at
 * once when the page is hidden — spec §9's debounced saving of the origination slice). One draft, for a customer and
 * an application; Continue moves the amount into the origination state (the cookie) and drops the draft, and so do
 * sign-out (every store's reset) and the end of the origination.
 */
import { STATE_SAVE_DEBOUNCE_MS } from '@lender/domain';
import { registerStoreReset } from '../../../shared/session/store-reset';

const KEY = 'originationAmountDraft';

interface AmountDraft {
  customerId: string;
  applicationId: string;
  text: string;
}

let pending: AmountDraft | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function writeNow(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (pending && typeof sessionStorage !== 'undefined')
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  pending = undefined;
}

/** The text typed for this customer's application in this tab's session, if any. */
export function readAmountDraft(customerId: string, applicationId: string): string | undefined {
  const draft =
    pending ??
    (() => {
      try {
        return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as AmountDraft | null;
      } catch {
        return null;
      }
    })();
  return draft?.customerId === customerId &&
    draft.applicationId === applicationId &&
    typeof draft.text === 'string'
    ? draft.text
    : undefined;
}

/** Keeps the text typed (written after the debounce, or when the page is hidden). */
export function keepAmountDraft(customerId: string, applicationId: string, text: string): void {
  if (!customerId || !applicationId) return;
  pending = { customerId, applicationId, text };
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(writeNow, STATE_SAVE_DEBOUNCE_MS);
}

export function clearAmountDraft(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  pending = undefined;
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(KEY);
}

// a reload within the debounce still keeps the last keystroke
if (typeof window !== 'undefined') window.addEventListener('pagehide', writeNow);

registerStoreReset(clearAmountDraft);
