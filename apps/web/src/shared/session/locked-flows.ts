/**
 * Route-flow locking (spec §2 Route guards): a flow can be locked in session storage under
 * 'lockedFlows'. While any flow is locked, an authenticated-area route outside all locked flows
 * signs the user out.
 */
export const LOCKED_FLOWS_KEY = 'lockedFlows';

export function readLockedFlows(storage: Storage = sessionStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOCKED_FLOWS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

function write(flows: string[], storage: Storage): void {
  if (flows.length === 0) storage.removeItem(LOCKED_FLOWS_KEY);
  else storage.setItem(LOCKED_FLOWS_KEY, JSON.stringify(flows));
}

export function lockFlow(flow: string, storage: Storage = sessionStorage): void {
  const flows = readLockedFlows(storage);
  if (!flows.includes(flow)) write([...flows, flow], storage);
}

export function unlockFlow(flow: string, storage: Storage = sessionStorage): void {
  write(
    readLockedFlows(storage).filter((f) => f !== flow),
    storage,
  );
}

export function clearLockedFlows(storage: Storage = sessionStorage): void {
  storage.removeItem(LOCKED_FLOWS_KEY);
  storage.removeItem(LOCKED_FLOW_OUTCOME_KEY);
}

/** How the locked flow ended, for the message on Login ('success' unless the flow recorded an error). */
export type LockedFlowOutcome = 'success' | 'error';
export const LOCKED_FLOW_OUTCOME_KEY = 'lockedFlowOutcome';

export function setLockedFlowOutcome(
  outcome: LockedFlowOutcome,
  storage: Storage = sessionStorage,
): void {
  storage.setItem(LOCKED_FLOW_OUTCOME_KEY, outcome);
}

export function readLockedFlowOutcome(storage: Storage = sessionStorage): LockedFlowOutcome {
  return storage.getItem(LOCKED_FLOW_OUTCOME_KEY) === 'error' ? 'error' : 'success';
}
