import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../db/schema';
import { bearer, claimsOf, trustedSessionOf } from '../areas/identity/test-kit';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

// Two API nodes on one database: the session row is read on every request (a prepared statement, never a
// cached answer), so an ended session is refused on the very next request, on every node.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp({ RUN_WORKERS: 'false' });
  b = await buildTestApp({ RUN_WORKERS: 'false' }, { database: a.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const accounts = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts?brandName=inl', headers: bearer(token) });

describe('a session that ends', () => {
  it('is refused on the next request on both nodes after sign-out on one', async () => {
    const session = await trustedSessionOf(a.app, 'ana.tlxe@example.com');
    for (let i = 0; i < 3; i += 1) {
      expect((await accounts(a, session.accessToken)).statusCode).toBe(200);
      expect((await accounts(b, session.accessToken)).statusCode).toBe(200);
    }
    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/signout',
          headers: bearer(session.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    expect((await accounts(b, session.accessToken)).statusCode).toBe(401);
    expect((await accounts(a, session.accessToken)).statusCode).toBe(401);
  });

  it('is refused on the next request when its row is revoked by anyone (an operator, a password change)', async () => {
    const session = await trustedSessionOf(a.app, 'ana.tlxe@example.com');
    expect((await accounts(a, session.accessToken)).statusCode).toBe(200);
    expect((await accounts(b, session.accessToken)).statusCode).toBe(200);
    await a.database.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.id, String(claimsOf(session.accessToken).sid)));
    expect((await accounts(b, session.accessToken)).statusCode).toBe(401);
    expect((await accounts(a, session.accessToken)).statusCode).toBe(401);
  });
});
