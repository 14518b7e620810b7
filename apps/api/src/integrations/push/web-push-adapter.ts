/**
 * Web Push through the browsers' push services (the web-push library: VAPID-signed, payload encrypted for the
 * subscription). Its connections go through an agent that connects to public addresses only, resolving the name at
 * the moment it connects (decision 046); the request goes to the endpoint as the URL parser spells it, the form the
 * endpoint policy checked.
 */
import { Agent } from 'node:https';
import webpush from 'web-push';
import { publicOnlyLookup, type ResolveHost } from '../dns';
import type { PushPort } from './port';
import type { VapidKeys } from './vapid';

const TTL_SECONDS = 24 * 60 * 60;
/** a push service answers within seconds; a hung connection must not hold the reminder pass */
const TIMEOUT_MS = 15_000;

export function createWebPush(vapid: () => Promise<VapidKeys>, resolveHost: ResolveHost): PushPort {
  const agent = new Agent({ lookup: publicOnlyLookup(resolveHost) });
  return {
    async send(target, payload) {
      const keys = await vapid();
      try {
        const subscription = { endpoint: new URL(target.endpoint).href, keys: target.keys };
        await webpush.sendNotification(subscription, payload, {
          TTL: TTL_SECONDS,
          timeout: TIMEOUT_MS,
          agent,
          vapidDetails: {
            subject: keys.subject,
            publicKey: keys.publicKey,
            privateKey: keys.privateKey,
          },
        });
        return { ok: true };
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        const code = (error as { code?: unknown }).code;
        // the status or the connection's error code only: the error carries the endpoint and headers
        return {
          ok: false,
          gone: status === 404 || status === 410,
          reason: status
            ? `push service answered ${status}`
            : `push service unreachable${typeof code === 'string' ? ` (${code})` : ''}`,
        };
      }
    },
  };
}
