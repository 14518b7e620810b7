/**
 * A test's seam around the real money reservations (areas/payments/money-reservations): a step that runs once, just before
 * the next reservation — what another payment does "meanwhile", between a submit's checks and its reservation, so a
 * race's losing order is forced rather than hoped for. The reservation itself is the real one. A test file turns it
 * on for its own app (Vitest isolates test files) with
 *   vi.mock('../money-reservations', async (original) =>
 *     (await import('../../../testing/before-next-reservation')).withStepBeforeReservation(await original()));
 */
import type { createMoneyReservations } from '../areas/payments/test-kit';

/** the money reservations module (areas/payments/money-reservations) as vi.mock hands it over */
type Module = { createMoneyReservations: typeof createMoneyReservations } & Record<string, unknown>;
let next: (() => Promise<void>) | undefined;

/** `step` runs before the next reservation (once). */
export function beforeNextReservation(step: (() => Promise<void>) | undefined): void {
  next = step;
}

/** true while the step has not run */
export const reservationStepPending = (): boolean => next !== undefined;

/** The module as `vi.mock`'s factory gets it (typed unknown), with the step before each reservation. */
export function withStepBeforeReservation(original: unknown): Module {
  const real = original as Module;
  return {
    ...real,
    createMoneyReservations: (...args) => {
      const reservations = real.createMoneyReservations(...args);
      const reserve = (async (...args: Parameters<typeof reservations.reserve>) => {
        const step = next;
        next = undefined;
        await step?.();
        return reservations.reserve(...args);
      }) as typeof reservations.reserve;
      return { ...reservations, reserve };
    },
  };
}
