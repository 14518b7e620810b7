/**
 * A JSON body nested deeper than MAX_JSON_BODY_DEPTH (decision 044) is a 400 naming the limit on every JSON
 * operation, signed in or not, counted on the text before any object is built; nothing is written.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_EMAILS } from '../areas/accounts/test-kit';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { rowCounts } from '../testing/row-counts';
import { signIn } from '../testing/sign-in';
import { isNestedDeeperThan, MAX_JSON_BODY_DEPTH } from './json-body';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  headers = (await signIn(t.app, PERSONA_EMAILS.P1)).headers;
});
afterAll(() => t.close());

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number, leaf = '1') =>
  `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
const TOO_DEEP = {
  statusCode: 400,
  field: 'body',
  message: `body: must not be nested more than ${MAX_JSON_BODY_DEPTH} levels deep`,
};

/** The depth of a parsed JSON value, the way the limit counts it (the body itself is level 1). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('isNestedDeeperThan', () => {
  it('counts objects and arrays, not brackets inside strings or after an escaped quote', () => {
    expect(isNestedDeeperThan(arrays(32), 32)).toBe(false);
    expect(isNestedDeeperThan(arrays(33), 32)).toBe(true);
    expect(isNestedDeeperThan(objects(33), 32)).toBe(true);
    expect(isNestedDeeperThan(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(isNestedDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(isNestedDeeperThan(`{"a":"\\\\",${'"b":['.repeat(3)}1]]]}`, 3)).toBe(true);
    expect(isNestedDeeperThan('['.repeat(5000), 32)).toBe(true);
  });

  it('agrees with the depth of the parsed value on any JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        expect(isNestedDeeperThan(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
      { seed: 44, numRuns: 500 },
    );
  });
});

describe('a deeply nested JSON body', () => {
  it('is a 400 naming the limit on every JSON operation of the document, signed out, and writes nothing', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
    };
    const jsonOperations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).flatMap(([method, operation]) =>
        operation.requestBody?.content && 'application/json' in operation.requestBody.content
          ? [{ method, path }]
          : [],
      ),
    );
    expect(jsonOperations.length).toBeGreaterThan(70);
    const before = await rowCounts(t.database.db);
    const missed: string[] = [];
    for (const [index, { method, path }] of jsonOperations.entries()) {
      const body = index % 2 === 0 ? arrays(5000) : `{"a":${objects(2000)}}`;
      const url = path.replace(/\{\w+\}/g, 'a0000000-0000-4000-8000-000000000001');
      const res = await t.app.inject({
        method: method.toUpperCase() as 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      if (res.statusCode !== 400 || res.json().message !== TOO_DEEP.message)
        missed.push(`${method.toUpperCase()} ${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(missed).toEqual([]);
    expect(await rowCounts(t.database.db)).toEqual(before);
  });

  it('is refused signed in too, in the reader’s language, and a body within the limit is taken', async () => {
    const before = await rowCounts(t.database.db);
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/usercache',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"customerId":"T100001","value":{"a":${objects(4998)}}}`,
    });
    expect(deep.json()).toMatchObject(TOO_DEEP);
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/usercache',
      headers: { ...headers, 'content-type': 'application/json', 'accept-language': 'es' },
      payload: arrays(40),
    });
    expect(spanish.json()).toMatchObject({
      statusCode: 400,
      message: `body: no debe tener más de ${MAX_JSON_BODY_DEPTH} niveles de anidamiento`,
    });
    expect(await rowCounts(t.database.db)).toEqual(before);
    // the body and value (levels 1 and 2), then 30 objects inside one another: 32 levels in all
    const withinLimit = await t.app.inject({
      method: 'POST',
      url: '/api/usercache',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"customerId":"T100001","value":{"a":${objects(MAX_JSON_BODY_DEPTH - 2)}}}`,
    });
    expect(withinLimit.statusCode, withinLimit.body).toBe(200);
  });

  it('keeps Fastify’s refusal of a prototype key and of malformed JSON', async () => {
    for (const payload of [
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"a":',
      '',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
