/** Fixed-window counters (the arithmetic every auth throttle shares): the live count and the wait to its end. */
import { SECOND_MS } from '../constants/time-units';

/** One counter: hits since `windowStartMs`; the window lasts `windowMs`. */
export interface WindowCount {
  count: number;
  windowStartMs: number;
}

export const NO_HITS: WindowCount = { count: 0, windowStartMs: 0 };

/** The hits that still count at `nowMs` (0 once the window has passed). */
export function liveCount(counter: WindowCount, windowMs: number, nowMs: number): number {
  return nowMs < counter.windowStartMs + windowMs ? counter.count : 0;
}

/** Whole seconds until the window ends, at least 1 — the value of a 429's Retry-After. */
export function retryAfterSeconds(counter: WindowCount, windowMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((counter.windowStartMs + windowMs - nowMs) / SECOND_MS));
}
