/**
 * The money paths' fault tests (issue 51, decision 068): a real loan-systems service with the fault proxy before it,
 * started before a test file's tests and closed after them (after the file's own app: Vitest runs after-hooks in the
 * reverse order of their registration), its faults cleared after each test; and the faults each path meets once.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFaultProxy, type Fault, type FaultProxy } from '@lender/fault-proxy';
import type { DbOrTx } from '../db/client';
import { runReconciliation, type ReconciliationResult } from '../areas/payments';
import { createHttpLoanSystems } from '../integrations/loan-systems/http/http-adapter';
import { startLoanSystemsService, type RunningLoanSystemsService } from './loan-systems-service';

/** every fault a write meets once, named for the test's title */
export const WRITE_FAULTS: [string, Fault][] = [
  ['a timeout before the service applied it', { kind: 'timeoutBeforeApply' }],
  ['a timeout after the service applied it', { kind: 'timeoutAfterApply' }],
  ['a 5xx', { kind: 'serverError' }],
  ['a reset connection', { kind: 'reset' }],
  ['an answer lost after it applied', { kind: 'lostAnswer' }],
  ['a slow answer', { kind: 'slow', ms: 150 }],
  ['a duplicate delivery', { kind: 'duplicate' }],
];

export interface FaultyLoanSystems {
  service: RunningLoanSystemsService;
  proxy: FaultProxy;
  /** the app's settings that put the loan systems behind the proxy, with a short call timeout */
  env(): Record<string, string>;
  /** reconciles a business day of the app's database `db` with the service, directly (no fault), silently */
  reconcileDay(db: DbOrTx, day: string): Promise<ReconciliationResult>;
}

/** Call at the top of a test file, before the file's own hooks. */
export function faultyLoanSystems(): FaultyLoanSystems {
  let service: RunningLoanSystemsService | undefined;
  let proxy: FaultProxy | undefined;
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the loan-systems service and its proxy start before the tests');
    return value;
  };
  const faulty: FaultyLoanSystems = {
    get service() {
      return started(service);
    },
    get proxy() {
      return started(proxy);
    },
    env: () => ({ LOAN_SYSTEMS_URL: faulty.proxy.url, LOAN_SYSTEMS_TIMEOUT_MS: '300' }),
    reconcileDay: (db, day) =>
      runReconciliation(
        {
          db,
          loans: createHttpLoanSystems({ url: faulty.service.url, timeoutMs: 2_000 }),
          clock: () => new Date(),
          log: { info: () => undefined, error: () => undefined },
        },
        day,
      ),
  };
  beforeAll(async () => {
    service = await startLoanSystemsService();
    proxy = await startFaultProxy({ target: service.url });
  });
  afterEach(() => proxy?.clear());
  afterAll(async () => {
    await proxy?.close();
    await service?.close();
  });
  return faulty;
}
