/**
 * The inactivity timeout (spec §4 Session, §9): activity more than ACTIVITY_THROTTLE_MS (5 s) after
 * the last start restarts the timer and marks the timeout active; the timer runs for the limit in
 * minutes plus 1 s; on expiry, or when the window regains focus, the session ends if the minutes
 * elapsed since the start reach the limit. The skip flag makes one check pass and is then cleared
 * (external navigation). State lives in the session store (sessionTimeout* fields of spec §3).
 */
import { ACTIVITY_THROTTLE_MS, inactivityTimerMs, isSessionExpired } from '@lender/domain';
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

export function createSessionTimer(onExpire: () => void): SessionTimer {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const store = useSessionStore;

  const clear = () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
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
    store.getState().update({ sessionTimeoutStart: Date.now(), sessionTimeoutIsActive: true });
    handle = setTimeout(check, inactivityTimerMs(sessionTimeoutLimit));
  };

  const resume = () => {
    const state = store.getState();
    if (!state.sessionTimeoutIsActive || state.sessionTimeoutStart <= 0) {
      start();
      return;
    }
    if (check()) return;
    clear();
    const ends = state.sessionTimeoutStart + inactivityTimerMs(state.sessionTimeoutLimit);
    handle = setTimeout(check, Math.max(0, ends - Date.now()));
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
