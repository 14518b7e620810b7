/**
 * A flow's own step forward (decision 026): preventNavigation (spec §2 Route guards) keeps a person from moving
 * between a blocked pair by history or link — back from the signing ceremony to the disclosures it signs, or
 * forward again to a ceremony already left — but the screen's own button that starts the next step passes. Such a
 * navigation carries this state; a history move (POP) never counts as one, whatever state its entry holds.
 */
export const FLOW_STEP_STATE = { flowStep: true } as const;

export function isFlowStep(state: unknown, historyAction: string): boolean {
  return (
    historyAction !== 'POP' &&
    typeof state === 'object' &&
    state !== null &&
    (state as { flowStep?: unknown }).flowStep === true
  );
}
