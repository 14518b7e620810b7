/**
 * The SMS and voice adapter: a plain HTTP provider interface. Each message is POSTed to SMS_URL as JSON
 * `{ id, channel, to, body, template }` (`id`, also sent as Idempotency-Key, is the same on every attempt: a
 * provider can drop a repeat); credentials in the URL (https://user:key@host/…) go as Basic authorization.
 * Any 2xx is accepted; anything else, or no answer within the timeout, fails the attempt and the dispatcher
 * retries. The provider's answer body is never read into an error (it may echo the message).
 */
import type { DeliveryAdapter } from './delivery-adapter';
import { deliveryKeyOf } from './delivery-ids';

export const SMS_TIMEOUT_MS = 20_000;

export class SmsProviderError extends Error {
  constructor(readonly httpStatus: number) {
    super(`SMS provider answered HTTP ${httpStatus}`);
    this.name = 'SmsProviderError';
  }
}

/** The URL without its credentials, and those credentials as an Authorization header (fetch refuses URLs carrying them). */
function endpointOf(url: string): { url: string; headers: Record<string, string> } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { url, headers: {} };
  const basic = Buffer.from(
    `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`,
  ).toString('base64');
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.toString(), headers: { authorization: `Basic ${basic}` } };
}

export function createHttpSmsAdapter({ url }: { url: string }): DeliveryAdapter {
  const endpoint = endpointOf(url);
  return {
    name: 'http-sms',
    async deliver(message) {
      const id = deliveryKeyOf(message);
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { ...endpoint.headers, 'content-type': 'application/json', 'idempotency-key': id },
        body: JSON.stringify({
          id,
          channel: message.channel,
          to: message.to,
          body: message.body,
          template: message.template,
        }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new SmsProviderError(response.status);
    },
  };
}
