/**
 * The renewal's location check, asked first (issue 48: it used to come after five screens of choices): GpsLocation
 * asks GET /refiallowedstatus with the position before ProductSwitch, and the renewal goes on only where it may; the
 * answer names the state she is in and her store, so a refusal can say both. A loan whose check passed in this
 * session (the tab's sessionStorage holds its id, never the position; cleared at sign-out) is not asked again on
 * the way back to ProductSwitch (changing the amount); AccountDisclosures and the payment still check the position
 * again, and the server decides at each.
 */
import type { TRefiAllowedStatus } from '@lender/contract';
import { apiGet } from '../http/client';
import { lazySchemas } from '../http/lazy-schemas';
import { registerStoreReset } from '../session/store-reset';

const schema = lazySchemas(() => import('./location-schemas'));

export interface Position {
  latitude: number;
  longitude: number;
}

/** GET /refiallowedstatus?loanId=[&latitude&longitude]: may she renew the loan from here. */
export function fetchRenewalLocation(
  loanId: string,
  position: Position | null,
): Promise<TRefiAllowedStatus> {
  return apiGet('/refiallowedstatus', schema('ZRefiAllowedStatusResponseSchema'), {
    query: { loanId, ...(position ?? {}) },
    retryOnce: true,
  });
}

const KEY = 'renewalLocationPassed';

function passedLoans(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

registerStoreReset(() => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // storage refused: nothing was kept
  }
});

export function markRenewalLocationPassed(loanId: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...new Set([...passedLoans(), loanId])]));
  } catch {
    // storage refused: the check is asked again next time
  }
}

export const renewalLocationPassed = (loanId: string): boolean => passedLoans().includes(loanId);
