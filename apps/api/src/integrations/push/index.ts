/** The push port by configuration: PUSH_SERVICE=web-push sends through the browsers' push services, sandbox records; off: none. */
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { resolveHostFor, type ResolveHost } from '../dns';
import { createPushEndpointPolicy, type PushEndpointPolicy } from './endpoint-policy';
import { guardedPush } from './guarded-push';
import type { PushPort } from './port';
import { createSandboxPush } from './sandbox-adapter';
import { createWebPush } from './web-push-adapter';
import { vapidKeysOf } from './vapid';

export type { PushPort, PushResult, PushTarget } from './port';
export type {
  PushEndpointIssue,
  PushEndpointIssueCode,
  PushEndpointPolicy,
} from './endpoint-policy';
export { vapidKeysOf, type VapidKeys } from './vapid';
export { SANDBOX_GONE_SEGMENT } from './sandbox-adapter';
export { createSandboxPushesRepo, type SandboxPushRow } from './sandbox-repo';

/** No push service: nothing is subscribed (the API refuses), so nothing is pushed. */
const noPush: PushPort = {
  send: async () => ({ ok: false, gone: true, reason: 'push is off (PUSH_SERVICE=off)' }),
};

/** Where a subscription may point (PUSH_ENDPOINT_HOSTS, public addresses only), by the given resolver or the configured one. */
export function pushEndpointPolicyOf(
  config: Pick<AppConfig, 'pushEndpointHosts' | 'pushService'>,
  resolveHost: ResolveHost = resolveHostFor(config),
): PushEndpointPolicy {
  return createPushEndpointPolicy({ allowedHosts: config.pushEndpointHosts, resolveHost });
}

/** The configured port; every push passes the endpoint policy first (decision 046). */
export function createPushPort(
  db: Database,
  config: AppConfig,
  clock: Clock,
  resolveHost: ResolveHost = resolveHostFor(config),
): PushPort {
  if (config.pushService === 'off') return noPush;
  const port =
    config.pushService === 'web-push'
      ? createWebPush(vapidKeysOf(db, config), resolveHost)
      : createSandboxPush(db, clock);
  return guardedPush(port, pushEndpointPolicyOf(config, resolveHost));
}
