/**
 * NUL and the other refused control characters (packages/contract/src/common/control-characters.ts)
 * are a 400 naming the field on every route, before any schema, service or SQL runs.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanIdOf, profileIdOf } from '../db/seed';
import { payments, userCache } from '../db/schema';
import { PERSONA_EMAILS } from '../areas/accounts/test-kit';
import { addCard, paymentBody } from '../areas/payments/test-kit';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signIn } from '../testing/sign-in';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  headers = (await signIn(t.app, PERSONA_EMAILS.P1)).headers;
});
afterAll(() => t.close());

const NUL = 'x\u0000y';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every (method, path, input) the OpenAPI document declares: each query and path parameter and each top-level body field. */
async function declaredInputs() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const inputs: {
    method: string;
    path: string;
    where: 'query' | 'params' | 'body';
    name: string;
  }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query')
          inputs.push({ method, path, where: 'query', name: parameter.name });
        if (parameter.in === 'path')
          inputs.push({ method, path, where: 'params', name: parameter.name });
      }
      for (const content of Object.values(operation.requestBody?.content ?? {})) {
        for (const name of Object.keys(content.schema?.properties ?? {}))
          inputs.push({ method, path, where: 'body', name });
      }
    }
  }
  return inputs;
}

describe('control characters in request inputs', () => {
  it('answers 400 naming the field for every query, path and body input of every route in the OpenAPI document', async () => {
    const inputs = await declaredInputs();
    expect(inputs.filter((input) => input.where === 'body').length).toBeGreaterThan(50);
    expect(inputs.filter((input) => input.where === 'query').length).toBeGreaterThan(20);
    const missed: string[] = [];
    for (const { method, path, where, name } of inputs) {
      let url = path.replace(/\{(\w+)\}/g, (_m, param: string) =>
        where === 'params' && param === name
          ? encodeURIComponent(NUL)
          : 'a0000000-0000-4000-8000-000000000001',
      );
      if (where === 'query') url += `?${name}=${encodeURIComponent(NUL)}`;
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers,
        ...(where === 'body' ? { payload: { [name]: NUL } } : {}),
      });
      const field = `${where}.${name}`;
      if (res.statusCode !== 400 || (res.json() as { field?: string }).field !== field)
        missed.push(`${method.toUpperCase()} ${path} ${field}: ${res.statusCode} ${res.body}`);
    }
    expect(missed).toEqual([]);
  });

  it('refuses NUL in POST /authenticate signed out, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: `ana${NUL}@example.com`, password: 'DemoPass2026', rememberMe: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'body.username',
      message: 'body.username: must not contain control characters',
    });
  });

  it('refuses a control character in a nested field and DEL, and allows a newline', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usercache',
      headers,
      payload: { customerId: 'T100001', value: { notes: ['ok', 'bad\u007f'] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('body.value.notes.1');
    const multiline = await t.app.inject({
      method: 'POST',
      url: '/api/usercache',
      headers,
      payload: { customerId: 'T100001', value: { note: 'line one\nline two\tend' } },
    });
    expect(multiline.statusCode, multiline.body).toBe(200);
  });

  it('writes nothing: a payment, a user cache and a link with NUL are refused before any row is written', async () => {
    const rows = async () => ({
      payments: (await t.database.db.select({ n: count() }).from(payments))[0]?.n,
      userCache: (await t.database.db.select({ n: count() }).from(userCache))[0]?.n,
    });
    const before = await rows();
    const card = await addCard(t, headers, profileIdOf('P1'), '4111111111111111');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers,
      payload: paymentBody(loanIdOf('A1'), card, '10.00', { cardHolderName: `Pat${NUL}Payer` }),
    });
    expect(pay.statusCode).toBe(400);
    expect(pay.json().field).toBe('body.cardHolderName');
    const cache = await t.app.inject({
      method: 'POST',
      url: '/api/usercache',
      headers,
      payload: { customerId: 'T100001', value: { lastBrand: NUL } },
    });
    expect(cache.json().field).toBe('body.value.lastBrand');
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/customer',
      headers,
      payload: {
        phoneNumber: '3125550188',
        dateOfBirth: '19850412',
        ssn: '123-45-6789',
        loanId: `20341-001${NUL}`,
        cognitoUserId: profileIdOf('P1'),
      },
    });
    expect(link.json().field).toBe('body.loanId');
    expect(await rows()).toEqual(before);
  });
});
