/**
 * Sign-out (spec §2 Side menu, §4 Session, §8 "sign-out failure is logged only"): POST /signout
 * revokes the refresh token and, when the session was opened by device key or signature,
 * POST /signout/device ends the device session. Then every store, the query cache, the tokens, the
 * device-key session and the locked flows are cleared and the event is logged.
 */
import type { LogOutReasonValue } from '@lender/domain';
import { apiSend } from '../http/client';
import { logSessionEvent } from './session-events';
import { useSessionStore } from './session-store';
import { shellSchema } from '../http/shell-schema';

export type SignOutReason = LogOutReasonValue | 'invalidSession' | 'lockedFlow';

async function quietly(call: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await call();
  } catch (error) {
    console.warn(`[session] ${what} failed`, error);
  }
}

let ending: Promise<void> | undefined;

async function run(reason: SignOutReason): Promise<void> {
  const state = useSessionStore.getState();
  const { tokens, deviceKeySession } = state;
  if (tokens?.accessToken) {
    await quietly(
      () =>
        apiSend('POST', '/signout', shellSchema('ZSignOutResponseSchema'), undefined, {
          skipAuthRefresh: true,
        }),
      'sign-out',
    );
    if (deviceKeySession) {
      await quietly(
        () =>
          apiSend('POST', '/signout/device', shellSchema('ZSignOutResponseSchema'), undefined, {
            skipAuthRefresh: true,
          }),
        'device sign-out',
      );
    }
  }
  logSessionEvent({
    name: 'signOut',
    properties: { reason, profile_id: state.user?.profileId },
  });
  state.signOut();
}

/** Ends the session once, however many callers ask at the same time. */
export function endSession(reason: SignOutReason): Promise<void> {
  ending ??= run(reason).finally(() => {
    ending = undefined;
  });
  return ending;
}
