/**
 * One attempt at the position, as both location screens make it: busy while the browser answers; a position
 * (or no position while the flow does not force one) goes on; a refusal while forced goes to the "turned off"
 * help (or stays there, saying so); a position the browser could not find says to try again.
 */
import { useState } from 'react';
import { currentPosition, useLocationRequirement } from '../../../shared/location';
import type { LocationRoute } from '../use-location-route';

export type AttemptFailure = 'denied' | 'unavailable' | null;

export function usePositionAttempt(
  { step, goNext, goDisabled }: LocationRoute,
  onDenied: 'goDisabled' | 'stay',
) {
  const requirement = useLocationRequirement(step?.transaction ?? 'addOn');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AttemptFailure>(null);
  const attempt = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const result = await currentPosition();
    setBusy(false);
    if (result.kind === 'position' || !requirement.force) return goNext();
    if (result.kind === 'denied' && onDenied === 'goDisabled') return goDisabled();
    setFailure(result.kind);
  };
  return { busy, failure, attempt };
}
