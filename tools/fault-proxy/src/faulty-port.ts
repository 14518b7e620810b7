/**
 * The fault proxy's faults at an in-process port (issue 51): an outside party that has a sandbox in this process and
 * no network of its own here — the card processor, e-sign — meets the same faults as the loan-systems service behind
 * the proxy. A call of one of the port's methods is a request, the method's name its path; rules and counts are the
 * proxy's (fault-proxy-rules.ts). What the caller sees is what a client of the real party over a network would:
 *
 * - `timeoutBeforeApply`, `reset`: the call is not made, and the caller gets `unavailable(fault)` (it cannot tell
 *   whether its request applied);
 * - `serverError`: not made; `unavailable(fault)` (a 5xx: known not applied);
 * - `timeoutAfterApply`, `lostAnswer`: made, its answer dropped, and `unavailable(fault)`;
 * - `slow`: made after `ms`; `duplicate`: made twice, one after the other, and the second answer given.
 */
import {
  faultsMet,
  takeRuleFault,
  toActiveRule,
  type ActiveRule,
  type Fault,
} from './fault-proxy-rules';

export interface PortFaultRule<M extends string> {
  method: M;
  fault: Fault;
  /** how many calls get the fault; default 1, Infinity allowed */
  times?: number;
}

export interface FaultyPort<P> {
  /** the port to hand to the code under test: the target's methods, with the faults */
  port: P;
  inject(rule: PortFaultRule<MethodOf<P>>): void;
  /** removes every rule (the log stays: `met` counts from here) */
  clear(): void;
  /** the faults (of `kind`) calls met since the last clear() */
  met(kind?: Fault['kind']): number;
  /** every call, in order: its method and the fault it met (null: none) */
  readonly log: ReadonlyArray<{ method: string; fault: Fault['kind'] | null }>;
  /** how many calls reached the target (a duplicate counts twice) */
  made(method?: MethodOf<P>): number;
}

type MethodOf<P> = {
  [K in keyof P]: P[K] extends (...args: never[]) => unknown ? K : never;
}[keyof P] &
  string;

const CALL = 'CALL';

/** `target`: the port (or how to get it once the test has built it); `unavailable`: the error a fault throws */
export function faultyPort<P extends object>(
  target: P | (() => P),
  unavailable: (fault: Fault) => Error,
): FaultyPort<P> {
  const targetOf = typeof target === 'function' ? (target as () => P) : () => target;
  let rules: ActiveRule[] = [];
  let clearedAt = 0;
  const log: { method: string; fault: Fault['kind'] | null }[] = [];
  const made: string[] = [];
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function call(method: string, args: unknown[]): Promise<unknown> {
    const fault = takeRuleFault(rules, CALL, method);
    log.push({ method, fault: fault?.kind ?? null });
    const make = async () => {
      const port = targetOf() as Record<string, (...a: unknown[]) => Promise<unknown>>;
      made.push(method);
      return port[method]!.apply(port, args);
    };
    switch (fault?.kind) {
      case undefined:
        return make();
      case 'timeoutBeforeApply':
      case 'reset':
      case 'serverError':
        throw unavailable(fault);
      case 'timeoutAfterApply':
      case 'lostAnswer':
        await make();
        throw unavailable(fault);
      case 'slow':
        await wait(fault.ms);
        return make();
      case 'duplicate':
        await make();
        return make();
    }
  }

  const port = new Proxy({} as P, {
    get: (_empty, method) =>
      typeof method === 'string' &&
      typeof (targetOf() as Record<string, unknown>)[method] === 'function'
        ? (...args: unknown[]) => call(method, args)
        : (targetOf() as Record<string | symbol, unknown>)[method],
  });

  return {
    port,
    inject: (rule) => {
      rules.push(
        toActiveRule({ path: rule.method, method: CALL, fault: rule.fault, times: rule.times }),
      );
    },
    clear: () => {
      rules = [];
      clearedAt = log.length;
    },
    met: (kind) => faultsMet(log, clearedAt, kind),
    log,
    made: (method) => made.filter((name) => method === undefined || name === method).length,
  };
}
