/**
 * Every push passes the endpoint policy again just before it is sent (decision 046): a row stored before the policy,
 * or a name that resolves to a private address now, is not posted to. An endpoint the policy can never take is
 * dropped (gone: the subscription is deleted, the reminder falls back); one that only resolves badly now is skipped
 * (kept, this reminder falls back) — DNS can change back. The reason names the host only.
 */
import type { PushEndpointPolicy } from './endpoint-policy';
import type { PushPort } from './port';

export function guardedPush(port: PushPort, policy: PushEndpointPolicy): PushPort {
  return {
    async send(target, payload) {
      const never = policy.nameIssue(target.endpoint);
      if (never)
        return {
          ok: false,
          gone: true,
          reason: `endpoint refused (${never.code}, host ${never.params.host})`,
        };
      const now = await policy.addressIssue(target.endpoint);
      if (now)
        return {
          ok: false,
          gone: false,
          reason: `endpoint skipped (${now.code}, host ${now.params.host})`,
        };
      return port.send(target, payload);
    },
  };
}
