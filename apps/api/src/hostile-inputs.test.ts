/**
 * No input gives a 5xx (issue 46, decision 044): every operation of the OpenAPI document the app serves, signed
 * out and signed in as P1, gets hostile requests of every kind (testing/hostile-requests.ts) — deep nesting, lone
 * surrogates, NUL and other control characters, truncated multipart bodies, huge numbers, wrong types, huge strings
 * within the body limit, prototype-pollution keys, random values the schema allows — each a plausible request with
 * one hostile part, so the value reaches the code behind the other fields' rules. Fixed seeds: the same requests
 * on every run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf, loanIdOf, profileIdOf, SEED_LOAN_NUMBERS } from './db/seed';
import { PERSONA_EMAILS } from './areas/accounts/test-kit';
import { buildTestApp, type TestApp } from './testing/build-test-app';
import {
  canCarry,
  HOSTILE_KINDS,
  hostileRequests,
  type HostileRequest,
  type Operation,
  type Parameter,
} from './testing/hostile-requests';
import type { JsonSchema, KnownValues } from './testing/json-schema-arbitrary';
import { signIn } from './testing/sign-in';

/**
 * Requests per operation, kind and caller. Signed out, most requests end at the sign-in check, so one is enough to
 * cover the parser, the body check and the public calls; signed in, every request can reach a service.
 * ≈ 1,200 (operation, kind) pairs × 3 ≈ 3,600 requests: ~25 s on the 2-core development machine,
 * the app's start included.
 */
const RUNS_SIGNED_OUT = 1;
const RUNS_SIGNED_IN = 2;
const SEED = 44;
/** The margin is for a busy machine. */
const RUN_TIMEOUT_MS = 120_000;

/**
 * P1's own ids, so a body can name her loan, customer and profile and reach the code past the ownership checks; the
 * username another persona's, so that sign-in attempts with a wrong password never throttle the signed-in P1.
 */
const KNOWN_VALUES: KnownValues = {
  loanId: [loanIdOf('A1')],
  customerId: ['T100001', customerIdOf('P1')],
  lmsId: [SEED_LOAN_NUMBERS.A1],
  profileId: [profileIdOf('P1')],
  cognitoUserId: [profileIdOf('P1')],
  brandName: ['inl'],
  brand: ['inl'],
  brandCode: ['inl'],
  username: [PERSONA_EMAILS.P2],
};

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method,
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
});
afterAll(() => t.close());

/** A signed-in caller's headers, signed in again when a request of the run ended the session (sign-out, a device removed). */
function persona(email: string) {
  let headers: Record<string, string> | undefined;
  return async () => {
    const alive =
      headers &&
      (await t.app.inject({ method: 'GET', url: '/api/currentDevice', headers })).statusCode ===
        200;
    if (!alive) headers = (await signIn(t.app, email)).headers;
    return headers!;
  };
}

async function firstServerError(request: HostileRequest): Promise<string | undefined> {
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  if (res.statusCode < 500) return undefined;
  const sent =
    typeof request.payload === 'string'
      ? request.payload.slice(0, 160)
      : `${request.payload?.length ?? 0} bytes`;
  return `${request.method} ${request.url.slice(0, 160)} — ${request.where} — ${res.statusCode} ${res.body.slice(0, 200)} — sent: ${sent}`;
}

/** Every operation × kind its inputs can carry, `numRuns` requests each: the requests sent and the 5xx answers found (the first of each operation and kind). */
async function serverErrors(
  headersOf: () => Promise<Record<string, string>>,
  numRuns: number,
): Promise<{ sent: number; found: string[] }> {
  const found: string[] = [];
  let sent = 0;
  for (const [index, operation] of operations.entries()) {
    const headers = await headersOf();
    for (const [kindIndex, kind] of HOSTILE_KINDS.entries()) {
      if (!canCarry(operation, kind)) continue;
      let failure: string | undefined;
      const result = await fc.check(
        fc.asyncProperty(
          hostileRequests(operation, kind, KNOWN_VALUES, headers),
          async (request) => {
            sent += 1;
            failure = await firstServerError(request);
            return failure === undefined;
          },
        ),
        { seed: SEED + index * HOSTILE_KINDS.length + kindIndex, numRuns, endOnFailure: true },
      );
      if (result.failed) found.push(`[${kind}] ${failure ?? String(result.errorInstance)}`);
    }
  }
  return { sent, found };
}

describe('hostile inputs on every operation of the OpenAPI document', () => {
  it('reads every operation of the document, the JSON bodies and the upload among them', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((operation) => operation.body).length).toBeGreaterThan(70);
    expect(operations).toContainEqual(
      expect.objectContaining({ method: 'put', path: '/api/uploadLoanDocuments' }),
    );
  });

  it(
    'answers every hostile request signed out with a 4xx or a success, never a 5xx',
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const { sent, found } = await serverErrors(async () => ({}), RUNS_SIGNED_OUT);
      expect(found).toEqual([]);
      expect(sent).toBeGreaterThan(1_000);
    },
  );

  it(
    'answers every hostile request signed in (P1) with a 4xx or a success, never a 5xx',
    { timeout: RUN_TIMEOUT_MS },
    async () => {
      const { sent, found } = await serverErrors(persona(PERSONA_EMAILS.P1), RUNS_SIGNED_IN);
      expect(found).toEqual([]);
      expect(sent).toBeGreaterThan(2_000);
    },
  );

  it('let no key pollute a prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
