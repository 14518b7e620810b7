/**
 * The fault proxy's choice of a fault (fault-proxy.ts): the faults and rules a test names, a rule's count, and the
 * seeded random draw of a chaos run. Pure: no socket or timer here.
 */

export type Fault =
  /** the request is held and never forwarded; no answer ever (the client's own timeout ends it) */
  | { kind: 'timeoutBeforeApply' }
  /** the request is forwarded and the upstream answer read in full, then the client is never answered */
  | { kind: 'timeoutAfterApply' }
  /** answered 503 (or `status`) with `{"errorCode":"injectedFault"}`, without forwarding */
  | { kind: 'serverError'; status?: number }
  /** the client's socket is destroyed before forwarding (nothing applied) */
  | { kind: 'reset' }
  /** forwarded, the upstream answer read in full, then the client's socket destroyed (applied, answer lost) */
  | { kind: 'lostAnswer' }
  /** waits `ms`, then forwards and answers normally (forwarded even if the client gave up meanwhile) */
  | { kind: 'slow'; ms: number }
  /** forwarded twice, one after the other, alike; the client gets the second answer */
  | { kind: 'duplicate' };

/** a path matcher: a string is an exact path or, ending in '*', a prefix; a RegExp is searched in the path */
export type PathPattern = string | RegExp;

export interface FaultRule {
  /** matched against the request path (without query): a string is an exact path or, ending in '*', a prefix */
  path: PathPattern;
  method?: string;
  fault: Fault;
  /** how many matching requests get the fault; afterwards the rule passes requests through. Default 1. Infinity allowed. */
  times?: number;
}

export interface RandomFaultOptions {
  seed: number;
  /** the probability, 0 to 1, that a request gets a fault */
  rate: number;
  faults: Fault[];
  /** only requests matching this path are drawn for */
  path?: PathPattern;
}

export interface FaultLogEntry {
  method: string;
  path: string;
  fault: Fault['kind'] | null;
}

export interface ActiveRule {
  path: PathPattern;
  method: string | undefined;
  fault: Fault;
  remaining: number;
}

export interface RandomFaults {
  next: () => number;
  rate: number;
  faults: Fault[];
  path: PathPattern | undefined;
}

/** mulberry32: a small seeded PRNG giving numbers in [0, 1) */
export function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pathMatches(pattern: PathPattern, path: string): boolean {
  if (pattern instanceof RegExp) return path.search(pattern) !== -1;
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern;
}

export function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

export function toActiveRule(rule: FaultRule): ActiveRule {
  const times = rule.times ?? 1;
  if (Number.isNaN(times) || times < 0) throw new RangeError(`times must be 0 or more: ${times}`);
  return {
    path: rule.path,
    method: rule.method?.toUpperCase(),
    fault: rule.fault,
    remaining: times,
  };
}

export function toRandomFaults(options: RandomFaultOptions): RandomFaults {
  const { seed, rate, faults, path } = options;
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`rate must be between 0 and 1: ${rate}`);
  if (rate > 0 && faults.length === 0)
    throw new RangeError('random faults need at least one fault');
  return { next: mulberry32(seed), rate, faults: [...faults], path };
}

/** the first matching rule with times left gives its fault (and spends one of its times) */
export function takeRuleFault(rules: ActiveRule[], method: string, path: string): Fault | null {
  const rule = rules.find(
    (candidate) =>
      candidate.remaining > 0 &&
      (candidate.method === undefined || candidate.method === method) &&
      pathMatches(candidate.path, path),
  );
  if (!rule) return null;
  rule.remaining -= 1;
  return rule.fault;
}

/** two draws for every matching request (whether used or not), so the sequence follows the order of requests only */
export function drawRandomFault(random: RandomFaults | null, path: string): Fault | null {
  if (!random || (random.path !== undefined && !pathMatches(random.path, path))) return null;
  const roll = random.next();
  const pick = random.next();
  if (roll >= random.rate) return null;
  return random.faults[Math.floor(pick * random.faults.length)] ?? null;
}

/** the faults of `kind` (any, when omitted) the requests of `log` met from index `from` on */
export function faultsMet(
  log: readonly { fault: Fault['kind'] | null }[],
  from: number,
  kind?: Fault['kind'],
): number {
  return log
    .slice(from)
    .filter((entry) => entry.fault !== null && (kind === undefined || entry.fault === kind)).length;
}
