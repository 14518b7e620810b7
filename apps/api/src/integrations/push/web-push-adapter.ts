/** Web Push through the browsers' push services (the web-push library: VAPID-signed, payload encrypted for the subscription). */
import webpush from 'web-push';
import type { PushPort } from './port';
import type { VapidKeys } from './vapid';

const TTL_SECONDS = 24 * 60 * 60;

export function createWebPush(vapid: () => Promise<VapidKeys>): PushPort {
  return {
    async send(target, payload) {
      const keys = await vapid();
      try {
        await webpush.sendNotification(target, payload, { TTL: TTL_SECONDS, vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey } });
        return { ok: true };
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        // the status only: the error carries the endpoint and headers
        return { ok: false, gone: status === 404 || status === 410, reason: status ? `push service answered ${status}` : 'push service unreachable' };
      }
    },
  };
}
