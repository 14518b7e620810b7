/** What delivers a claimed outbox row through one channel: the SMTP server, the SMS provider, or the sandbox. */
import type { ClaimedMessage } from './outbox-repo';
import type { MessageChannel } from './port';

export interface DeliveryAdapter {
  /** the adapter's name in logs and on the dev outbox ('smtp', 'http-sms', 'sandbox') */
  readonly name: string;
  /** resolves once the provider accepted the message; throws when it did not (the dispatcher retries) */
  deliver(message: ClaimedMessage): Promise<void>;
}

export type DeliveryAdapters = Record<MessageChannel, DeliveryAdapter>;

/**
 * A delivery failure described without secrets or the message's text: a provider's error code and status,
 * with addresses, long digit runs (codes, phone numbers) and URL credentials dropped, at most 300 characters.
 */
export function deliveryErrorText(error: unknown): string {
  const parts: string[] = [];
  if (error && typeof error === 'object') {
    const { code, responseCode, status, cause } = error as {
      code?: unknown;
      responseCode?: unknown;
      status?: unknown;
      cause?: { code?: unknown };
    };
    for (const value of [code, responseCode, status, cause?.code])
      if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
  }
  const message = error instanceof Error ? error.message : String(error);
  const masked = message
    .replace(/\/\/[^/\s@]*@/g, '//')
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>')
    .replace(/\d{6,}/g, '…');
  return [...parts, masked].join(' ').replace(/\s+/g, ' ').trim().slice(0, 300);
}
