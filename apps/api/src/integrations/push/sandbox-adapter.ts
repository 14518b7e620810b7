/**
 * The push sandbox (dev and tests: no browser push service is reachable): every push is recorded in
 * sandbox_pushes as plain text and listed by GET /api/dev/pushes, where a journey reads it to hand it to the browser.
 * An endpoint with a `/gone/` path segment answers as a push service does for an expired subscription (410); one
 * with `/down/` as a push service that is failing (503: the subscription stays).
 */
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PushPort } from './port';
import { createSandboxPushesRepo } from './sandbox-repo';

export const SANDBOX_GONE_SEGMENT = '/gone/';
export const SANDBOX_DOWN_SEGMENT = '/down/';

export function createSandboxPush(db: Database, clock: Clock): PushPort {
  const repo = createSandboxPushesRepo(db);
  return {
    async send(target, payload) {
      const path = new URL(target.endpoint).pathname;
      if (path.includes(SANDBOX_GONE_SEGMENT))
        return { ok: false, gone: true, reason: '410 Gone (sandbox)' };
      if (path.includes(SANDBOX_DOWN_SEGMENT))
        return { ok: false, gone: false, reason: '503 Service Unavailable (sandbox)' };
      await repo.record(target.endpoint, payload, clock());
      return { ok: true };
    },
  };
}
