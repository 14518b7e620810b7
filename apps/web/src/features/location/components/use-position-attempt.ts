/**
 * One attempt at the position, as both location screens make it: busy while the browser answers; a position
 * (or no position while the flow does not force one) goes on; a refusal while forced goes to the "turned off"
 * help (or stays there, saying so); a position the browser could not find says to try again. A renewal's position
 * is checked by the server before it goes on (issue 48: the check comes first): out of the store's state the
 * screen says where she is and where her store is, and the renewal does not start.
 */
import { useState } from 'react';
import type { TRefiAllowedStatus } from '@lender/contract';
import {
  currentPosition,
  fetchRenewalLocation,
  markRenewalLocationPassed,
  useLocationRequirement,
  type Position,
} from '../../../shared/location';
import type { LocationRoute } from '../use-location-route';

export type AttemptFailure = 'denied' | 'unavailable' | null;

export function usePositionAttempt(
  { step, loanId, goNext, goDisabled }: LocationRoute,
  onDenied: 'goDisabled' | 'stay',
) {
  const requirement = useLocationRequirement(step?.transaction ?? 'addOn');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AttemptFailure>(null);
  const [outOfState, setOutOfState] = useState<TRefiAllowedStatus | null>(null);

  /** The renewal's check of this position on the server: on, to the disclosure step's help, or stopped here. */
  const checkRenewal = async (position: Position | null) => {
    try {
      const status = await fetchRenewalLocation(loanId, position);
      if (status.allowed) {
        markRenewalLocationPassed(loanId);
        return goNext();
      }
      if (status.refusal === 'locationRequired') return goDisabled();
      setOutOfState(status);
    } catch {
      setFailure('unavailable');
    }
  };

  const attempt = async () => {
    if (busy) return;
    // asked again after "you are in another state": a new fix, not the one the browser kept
    const fresh = outOfState !== null;
    setBusy(true);
    setFailure(null);
    setOutOfState(null);
    const result = await currentPosition({ fresh });
    const position =
      result.kind === 'position'
        ? { latitude: result.latitude, longitude: result.longitude }
        : null;
    if (position || !requirement.force) {
      if (step?.transaction === 'refinance') await checkRenewal(position);
      else goNext();
      return setBusy(false);
    }
    setBusy(false);
    if (result.kind === 'denied' && onDenied === 'goDisabled') return goDisabled();
    setFailure(result.kind === 'denied' ? 'denied' : 'unavailable');
  };
  return { busy, failure, outOfState, attempt };
}
