/**
 * Mounted once in the app layout: while a user is authenticated, runs the inactivity timer with the
 * server's `sessionTimeout` (GET /configsettings, minutes), listens to activity and window focus, and
 * on timeout ends the session (reason sessionTimeout) and goes to Login with signedOut. Before that, it
 * gives what the warning shows (WCAG 2.2.1): when the sign-out comes, and how to stay.
 */
import { useEffect, useState } from 'react';
import { LogOutReason } from '@lender/domain';
import { useServerSettings } from '../config/config-settings';
import { logSessionEvent } from './session-events';
import { ACTIVITY_EVENTS, createSessionTimer } from './session-timeout';
import { useSessionStore } from './session-store';
import { endSession } from './sign-out';
import { navigateAfterSignOut } from './sign-out-navigation';

/** The sign-out is near: it comes at `endsAtMs` unless she stays. */
export interface SessionEnding {
  endsAtMs: number;
  /** restarts the inactivity timer, as any activity does */
  stay: () => void;
}

export function useSessionTimeout(): SessionEnding | null {
  const authenticated = useSessionStore((s) => s.authenticated);
  const limit = useServerSettings().sessionTimeout;
  const [ending, setEnding] = useState<SessionEnding | null>(null);

  useEffect(() => {
    if (!authenticated) return undefined;
    useSessionStore.getState().update({ sessionTimeoutLimit: limit });
    const timer = createSessionTimer(
      () => {
        logSessionEvent({ name: 'sessionTimeout', properties: { limitMinutes: limit } });
        void endSession(LogOutReason.SessionTimeout).then(navigateAfterSignOut);
      },
      {
        warn: (endsAtMs) => setEnding({ endsAtMs, stay: () => timer.start() }),
        calm: () => setEnding(null),
      },
    );
    // a reload or a new limit keeps the running timer (expired → signed out; else its remainder)
    timer.resume();
    const onActivity = () => timer.activity();
    const onFocus = () => {
      timer.check();
    };
    for (const name of ACTIVITY_EVENTS)
      document.addEventListener(name, onActivity, { passive: true, capture: true });
    window.addEventListener('focus', onFocus);
    return () => {
      timer.stop();
      for (const name of ACTIVITY_EVENTS)
        document.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('focus', onFocus);
    };
  }, [authenticated, limit]);

  return ending;
}
