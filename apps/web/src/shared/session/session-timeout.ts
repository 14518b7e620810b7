/**
 * The inactivity timeout (spec §4 Session, §9): activity more than ACTIVITY_THROTTLE_MS (5 s) after
 * the last start restarts the timer and marks the timeout active; the timer runs for the limit in
 * minutes plus 1 s; on expiry, or when the window regains focus, the session ends if the minutes
 * elapsed since the start reach the limit. The skip flag makes one check pass and is then cleared
 * (external navigation). State lives in the session store (sessionTimeout* fields of spec §3). A warning comes
 * sessionWarningLeadMs before the timer ends (WCAG 2.2.1), and goes when the timer restarts.
 */
import {
  ACTIVITY_THROTTLE_MS,
  inactivityTimerMs,
  isSessionExpired,
  sessionWarningLeadMs,
} from '@lender/domain';
import { useSessionStore } from './session-store';

export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;

export interface SessionTimer {
  /** (re)start the timer now */
  start: () => void;
  /** keep a timer that is already running (after a reload or a new limit): wait out its remainder */
  resume: () => void;
  /** a user activity: restarts the timer when more than 5 s passed since the last start */
  activity: () => void;
  /** the expiry/focus check; true when the session timed out (onExpire was called) */
  check: () => boolean;
  stop: () => void;
}

export interface SessionTimerWarning {
  /** the sign-out is near: at `endsAtMs` (epoch ms) unless there is activity first */
  warn: (endsAtMs: number) => void;
  /** the timer restarted or stopped: no sign-out is near any more */
  calm: () => void;
}

export function createSessionTimer(
  onExpire: () => void,
  warning?: SessionTimerWarning,
): SessionTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  let warnHandle: ReturnType<typeof setTimeout> | undefined;
  const store = useSessionStore;

  const clear = () => {
    if (handle !== undefined) clearTimeout(handle);
    if (warnHandle !== undefined) clearTimeout(warnHandle);
    handle = undefined;
    warnHandle = undefined;
    warning?.calm();
  };

  /** the expiry check at `endsAtMs`, and the warning its lead before (at once when that has passed) */
  const schedule = (endsAtMs: number, limitMinutes: number) => {
    handle = setTimeout(check, Math.max(0, endsAtMs - Date.now()));
    if (!warning) return;
    warnHandle = setTimeout(
      () => warning.warn(endsAtMs),
      Math.max(0, endsAtMs - sessionWarningLeadMs(limitMinutes) - Date.now()),
    );
  };

  const check = (): boolean => {
    const state = store.getState();
    if (!state.sessionTimeoutIsActive) return false;
    if (state.sessionTimeoutSkip) {
      store.getState().update({ sessionTimeoutSkip: false });
      return false;
    }
    if (!isSessionExpired(state.sessionTimeoutStart, Date.now(), state.sessionTimeoutLimit)) {
      return false;
    }
    clear();
    store.getState().update({ sessionTimeoutIsActive: false });
    onExpire();
    return true;
  };

  const start = () => {
    clear();
    const { sessionTimeoutLimit } = store.getState();
    const now = Date.now();
    store.getState().update({ sessionTimeoutStart: now, sessionTimeoutIsActive: true });
    schedule(now + inactivityTimerMs(sessionTimeoutLimit), sessionTimeoutLimit);
  };

  const resume = () => {
    const state = store.getState();
    if (!state.sessionTimeoutIsActive || state.sessionTimeoutStart <= 0) {
      start();
      return;
    }
    if (check()) return;
    clear();
    schedule(
      state.sessionTimeoutStart + inactivityTimerMs(state.sessionTimeoutLimit),
      state.sessionTimeoutLimit,
    );
  };

  const activity = () => {
    const { sessionTimeoutStart } = store.getState();
    if (Date.now() - sessionTimeoutStart > ACTIVITY_THROTTLE_MS) start();
  };

  return { start, resume, activity, check, stop: clear };
}

/** Let the next timeout check pass (before leaving for an external page). */
export function skipNextTimeoutCheck(): void {
  useSessionStore.getState().update({ sessionTimeoutSkip: true });
}
