/** One-time code sends (verification, reset, trusted-device, sign-in change): at most 5 per purpose and profile in 15 minutes. */
import { MINUTE_MS } from '../constants/time-units';
import { liveCount, retryAfterSeconds, type WindowCount } from './throttle-window';

export const CODE_SEND_THROTTLE = {
  windowMs: 15 * MINUTE_MS,
  perPurpose: 5,
} as const;

export type CodeSendDecision = { kind: 'allow' } | { kind: 'refuse'; retryAfterSeconds: number };

/** The decision for a send, given the counter with this send already counted in it. */
export function codeSendDecision(counter: WindowCount, nowMs: number): CodeSendDecision {
  const { windowMs, perPurpose } = CODE_SEND_THROTTLE;
  return liveCount(counter, windowMs, nowMs) > perPurpose
    ? { kind: 'refuse', retryAfterSeconds: retryAfterSeconds(counter, windowMs, nowMs) }
    : { kind: 'allow' };
}
