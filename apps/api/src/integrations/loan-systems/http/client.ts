/**
 * The HTTP adapter's one way to call the loan-systems service (decision 065): the operation's input encoded by its
 * schema, a write's Idempotency-Key made once per call and sent with every attempt (never a blind re-send under a new
 * key), the attempts run by the resilience policy, and the answer validated by the operation's schema — a refusal of
 * the ledger thrown as the ledger's own error class, anything else not understood a LoanSystemProtocolError.
 */
import { randomUUID } from 'node:crypto';
import { isBrokenCircuitError, isBulkheadRejectedError } from 'cockatiel';
import { z } from 'zod';
import { decodeAnswer, type Answer } from '../wire/answers';
import { IDEMPOTENCY_HEADER, type Operation } from '../wire/operations';
import { LoanSystemProtocolError, LoanSystemUnavailableError } from './errors';
import { createNodeSend, type Send } from './node-send';
import {
  DEFAULT_RESILIENCE,
  isTransient,
  loanSystemPolicy,
  TransientLoanSystemError,
  type ResilienceOptions,
} from './resilience';

export interface LoanSystemClientOptions {
  /** the service's base URL (LOAN_SYSTEMS_URL) */
  url: string;
  /** each attempt's time limit (LOAN_SYSTEMS_TIMEOUT_MS) */
  timeoutMs: number;
  /** the policy's other values (tests shorten them) */
  resilience?: Partial<Omit<ResilienceOptions, 'timeoutMs'>>;
  /**
   * the network (the port tests put a fault in front of the real service here, a fetch will do); Node's HTTP client
   * with kept-alive connections by default (decision 082)
   */
  fetch?: Send;
  /** a write's idempotency key */
  newKey?: () => string;
}

/** `key`: a write's Idempotency-Key given by the caller (a saga's step); else one is made for the call */
export type CallLoanSystem = <Op extends Operation>(
  path: string,
  operation: Op,
  input: z.output<Op['input']>,
  key?: string,
) => Promise<z.output<Op['result']>>;

export function createLoanSystemClient(options: LoanSystemClientOptions): CallLoanSystem {
  const settings = { ...DEFAULT_RESILIENCE, ...options.resilience, timeoutMs: options.timeoutMs };
  // reads and writes each have their breaker and bulkhead: postings a failing ledger refuses do not stop the reads a
  // borrower's screens need (the chaos run met a 503 at the payment form while only the postings were failing)
  const policies = { read: loanSystemPolicy(settings), write: loanSystemPolicy(settings) };
  const send = options.fetch ?? createNodeSend();
  const newKey = options.newKey ?? randomUUID;
  const base = options.url.replace(/\/+$/, '');

  async function attempt(url: string, body: string, key: string | undefined, signal: AbortSignal) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (key) headers[IDEMPOTENCY_HEADER] = key;
    let received: Answer;
    try {
      const response = await send(url, { method: 'POST', headers, body, signal });
      received = { statusCode: response.status, body: await response.text() };
    } catch (error) {
      // the connection failed or was reset before the whole answer came: the write may have applied; its key asks again
      throw new TransientLoanSystemError('the connection failed', undefined, { cause: error });
    }
    if (received.statusCode >= 500 || received.statusCode === 429)
      throw new TransientLoanSystemError(`answered ${received.statusCode}`, received.statusCode);
    return received;
  }

  return async (path, operation, input, givenKey) => {
    const body = JSON.stringify(z.encode(operation.input, input));
    const key = operation.write ? (givenKey ?? newKey()) : undefined;
    let received: Answer;
    try {
      // a signal of its own per call: cockatiel derives each attempt's from it (with none, every call in flight would
      // hang its listener on one shared signal: Node's MaxListenersExceededWarning past ten at once)
      received = await policies[operation.write ? 'write' : 'read'].execute(
        ({ signal }) => attempt(base + path, body, key, signal),
        new AbortController().signal,
      );
    } catch (error) {
      const gaveUp =
        isTransient(error) || isBrokenCircuitError(error) || isBulkheadRejectedError(error);
      throw gaveUp ? new LoanSystemUnavailableError(path, { cause: error }) : error;
    }
    const decoded = decodeAnswer(operation, received);
    if (decoded.ok) return decoded.result;
    throw (
      decoded.refusal ?? new LoanSystemProtocolError(path, received.statusCode, decoded.message)
    );
  };
}
