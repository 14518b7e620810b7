/**
 * The borrower's position for the renewal's location check (spec §6 GPS flags for refinance), asked for when the
 * refinance check is on. The location step (GpsLocation) came first, so the browser answers from its permission
 * without a prompt. Never stored.
 */
import { useCallback, useEffect, useState } from 'react';
import { currentPosition, useLocationRequirement } from '../../../shared/location';
import type { Position } from '../api';

export type RenewalPosition =
  | { kind: 'none' }
  | { kind: 'finding' }
  | { kind: 'position'; position: Position }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

export function useRenewalPosition() {
  const requirement = useLocationRequirement('refinance');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RenewalPosition>({
    kind: requirement.check ? 'finding' : 'none',
  });
  useEffect(() => {
    if (!requirement.check) return setState({ kind: 'none' });
    let live = true;
    setState({ kind: 'finding' });
    void currentPosition().then((result) => {
      if (!live) return;
      setState(
        result.kind === 'position'
          ? {
              kind: 'position',
              position: { latitude: result.latitude, longitude: result.longitude },
            }
          : { kind: result.kind },
      );
    });
    return () => {
      live = false;
    };
  }, [requirement.check, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // without a position the check goes on only where the flow does not force it (the server decides again)
  const failed = state.kind === 'denied' || state.kind === 'unavailable';
  const ready =
    state.kind === 'none' || state.kind === 'position' || (failed && !requirement.force);
  return {
    state,
    ready,
    blocked: failed && requirement.force,
    position: state.kind === 'position' ? state.position : null,
    retry,
  };
}
