import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../db/schema';
import { DEMO_PASSWORD, profileIdOf } from '../../../db/seed';
import { needsRehash } from '../../../lib/crypto';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { signIn } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The hash a profile stored before decision 005: scrypt N = 2^15, r = 8, p = 1. */
function earlierSchemeHash(plain: string): string {
  const N = 2 ** 15;
  const salt = randomBytes(16);
  const key = scryptSync(plain, salt, 64, { N, r: 8, p: 1, maxmem: 2 * 128 * N * 8 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const storedHash = async (profileId: string) =>
  (
    await t.database.db
      .select({ passwordHash: profiles.passwordHash })
      .from(profiles)
      .where(eq(profiles.id, profileId))
  )[0]?.passwordHash ?? '';

describe('rehash on sign-in', () => {
  it('replaces a hash of the earlier scrypt scheme with Argon2id on the next successful sign-in', async () => {
    const id = profileIdOf('P5');
    const legacy = earlierSchemeHash(DEMO_PASSWORD);
    await t.database.db.update(profiles).set({ passwordHash: legacy }).where(eq(profiles.id, id));

    expect(
      (await signIn(t.app, 'erin.settle@example.com', { password: 'WrongPass2026' })).statusCode,
    ).toBe(401);
    expect(await storedHash(id)).toBe(legacy);

    expect((await signIn(t.app, 'erin.settle@example.com')).statusCode).toBe(200);
    const rehashed = await storedHash(id);
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(rehashed)).toBe(false);
    expect((await signIn(t.app, '312-555-0105')).statusCode).toBe(200);
    expect(await storedHash(id)).toBe(rehashed);
  });
});
