/**
 * The service's endpoints: each operation (wire/operations.ts) with its URL and how it is answered — a read from the
 * ledger, a write once per Idempotency-Key (ledger/write-once.ts). The answer is encoded once by the operation's schema:
 * `{ result }`, or a refusal of the ledger in the one error shape (routes.ts renders it for the request).
 */
import type { Database, DbOrTx } from '../db/client';
import type { Clock } from '../lib/clock';
import type { CodedError } from '../lib/errors';
import {
  createLedgerLoanSystems,
  createLedgerOffers,
  type LoanSystemName,
} from '../integrations/loan-systems';
import {
  OFFER_OPERATIONS,
  SYSTEM_OPERATIONS,
  type Operation,
} from '../integrations/loan-systems/wire/operations';
import { refusalOf } from '../integrations/loan-systems/wire/refusals';
import { OFFER_CALLS, SYSTEM_CALLS } from './calls';
import { fingerprintOf, writeOnce } from '../integrations/loan-systems/ledger/write-once';
import { encodeResult, type Answer } from '../integrations/loan-systems/wire/answers';

export interface ServiceDeps {
  db: Database;
  dataKey: Buffer;
  clock: Clock;
}

export interface EndpointRequest {
  /** the request's path (with its system): part of a write's fingerprint */
  path: string;
  system: LoanSystemName | undefined;
  body: unknown;
  /** a write's Idempotency-Key */
  key: string | undefined;
  /** a refusal's body in the one error shape, for this request */
  renderRefusal(refusal: CodedError): string;
}

export interface Endpoint {
  url: string;
  operation: Operation;
  answer(request: EndpointRequest): Promise<Answer & { replayed: boolean }>;
}

/** the call an operation makes, over the ledger in `target` (the database, or the write's savepoint) */
type Invoke = (
  target: DbOrTx,
  system: LoanSystemName | undefined,
  input: unknown,
) => Promise<unknown>;
type Call = (port: unknown, input: unknown) => Promise<unknown>;

function endpoint(deps: ServiceDeps, url: string, operation: Operation, invoke: Invoke): Endpoint {
  const encoded = (result: unknown): Answer => encodeResult(operation, result);
  return {
    url,
    operation,
    async answer({ path, system, body, key, renderRefusal }) {
      if (!operation.write)
        return { ...encoded(await invoke(deps.db, system, body)), replayed: false };
      return writeOnce(deps.db, {
        key: key!,
        fingerprint: fingerprintOf(path, body),
        now: deps.clock(),
        work: async (tx) => encoded(await invoke(tx, system, body)),
        refusal: (error) => {
          const refused = refusalOf(error);
          return refused
            ? { statusCode: refused.statusCode, body: renderRefusal(refused) }
            : undefined;
        },
      });
    },
  };
}

/** POST /v1/systems/:system/{operation} and POST /v1/offers/{operation} */
export function serviceEndpoints(deps: ServiceDeps): Endpoint[] {
  const ledgerOver = (target: DbOrTx) =>
    createLedgerLoanSystems(target, { dataKey: deps.dataKey, clock: deps.clock });
  return [
    ...Object.entries(SYSTEM_OPERATIONS).map(([name, operation]) => {
      const call = SYSTEM_CALLS[name as keyof typeof SYSTEM_CALLS] as Call;
      return endpoint(deps, `/v1/systems/:system/${name}`, operation, (target, system, input) =>
        call(ledgerOver(target).adapter(system!), input),
      );
    }),
    ...Object.entries(OFFER_OPERATIONS).map(([name, operation]) => {
      const call = OFFER_CALLS[name as keyof typeof OFFER_CALLS] as Call;
      return endpoint(deps, `/v1/offers/${name}`, operation, (target, _system, input) =>
        call(createLedgerOffers(target), input),
      );
    }),
  ];
}
