/** The push port by configuration: PUSH_SERVICE=web-push sends through the browsers' push services, sandbox records; off: none. */
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PushPort } from './port';
import { createSandboxPush } from './sandbox-adapter';
import { createWebPush } from './web-push-adapter';
import { vapidKeysOf } from './vapid';

export type { PushPort, PushResult, PushTarget } from './port';
export { vapidKeysOf, type VapidKeys } from './vapid';
export { SANDBOX_GONE_SEGMENT } from './sandbox-adapter';

/** No push service: nothing is subscribed (the API refuses), so nothing is pushed. */
const noPush: PushPort = { send: async () => ({ ok: false, gone: true, reason: 'push is off (PUSH_SERVICE=off)' }) };

export function createPushPort(db: Database, config: AppConfig, clock: Clock): PushPort {
  if (config.pushService === 'off') return noPush;
  return config.pushService === 'web-push' ? createWebPush(vapidKeysOf(db, config)) : createSandboxPush(db, clock);
}
