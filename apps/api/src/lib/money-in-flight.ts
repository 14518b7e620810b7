/**
 * The money in flight against a loan, read twice (decision 068): once before the loan system is asked for the loan,
 * once under the loan's lock. A loan system moves first (a posting lowers the payoff, a draw raises the balance) and the
 * app moves its movement out of flight after; a movement in either read is counted once, so one that settled between
 * the reads is counted in the loan system's figure too, which can only refuse, never let more through.
 */

/** A movement in flight: its id (to tell the same one in two reads) and the amount it holds. */
export interface InFlight {
  id: string;
  amountCents: number;
}

/** The cents of the movements in any of the reads, each once. */
export function inFlightCents(...reads: readonly (readonly InFlight[])[]): number {
  const held = new Map<string, number>();
  for (const read of reads) for (const { id, amountCents } of read) held.set(id, amountCents);
  let cents = 0;
  for (const amount of held.values()) cents += amount;
  return cents;
}
