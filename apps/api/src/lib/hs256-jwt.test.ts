import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createHs256Verifier } from './hs256-jwt';

const secret = new TextEncoder().encode('a-test-secret-of-a-reasonable-length-0123456789');
const verify = createHs256Verifier(() => secret);
const options = {
  issuer: 'lender-identity',
  audience: 'lender-self-service',
  currentDate: new Date('2026-06-01T12:00:00Z'),
};
const now = Math.floor(options.currentDate.getTime() / 1000);

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** A token over any header and claims, signed with `key` (HMAC-SHA256 whatever the header says). */
const forge = (header: unknown, claims: unknown, key: Uint8Array = secret) => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};
const joseAccepts = (token: string) =>
  jwtVerify(token, secret, { ...options, algorithms: ['HS256'] }).then(
    () => true,
    () => false,
  );

const valid = {
  sub: 'p1',
  sid: 's1',
  scope: 'user',
  token_use: 'access',
  iss: options.issuer,
  aud: options.audience,
  iat: now - 60,
  exp: now + 600,
};

describe('createHs256Verifier', () => {
  it('accepts a token jose signed, with its claims', async () => {
    const token = await new SignJWT({ sid: 's1', scope: 'user' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(options.issuer)
      .setAudience(options.audience)
      .setSubject('p1')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(secret);
    expect(verify(token, options)).toMatchObject({
      sub: 'p1',
      sid: 's1',
      scope: 'user',
      exp: now + 60,
    });
  });

  it('refuses what our tokens never are: no exp, a crit or b64 header, a non-canonical part', () => {
    const token = forge({ alg: 'HS256' }, valid);
    expect(verify(token, options)).toBeDefined();
    expect(verify(forge({ alg: 'HS256' }, { ...valid, exp: undefined }), options)).toBeUndefined();
    expect(
      verify(forge({ alg: 'HS256', crit: ['b64'], b64: true }, valid), options),
    ).toBeUndefined();
    expect(verify(`${token}A`, options)).toBeUndefined();
    expect(verify(`${token}.`, options)).toBeUndefined();
  });

  it('draws the time lines where jose draws them: exp must be after now, nbf not after now', async () => {
    const cases = [
      [{ exp: now }, false],
      [{ exp: now + 1 }, true],
      [{ nbf: now }, true],
      [{ nbf: now + 1 }, false],
      [{ iat: 'yesterday' }, false],
    ] as const;
    for (const [claims, accepted] of cases) {
      const token = forge({ alg: 'HS256' }, { ...valid, ...claims });
      expect([verify(token, options) !== undefined, await joseAccepts(token)]).toEqual([
        accepted,
        accepted,
      ]);
    }
  });

  it('gives the answer jose gives, for any claims, header and tampering', async () => {
    const numericDate = fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: now - 1000, max: now + 1000 }),
      fc.constant(now),
      fc.constant(String(now + 100)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          alg: fc.constantFrom('HS256', 'HS512', 'none', undefined),
          typ: fc.constantFrom('JWT', undefined, 'at+jwt'),
          iss: fc.constantFrom(options.issuer, 'someone-else', undefined),
          aud: fc.constantFrom(options.audience, [options.audience, 'x'], ['x'], 'x', undefined),
          iat: numericDate,
          nbf: numericDate,
          exp: fc.oneof(
            fc.integer({ min: now - 1000, max: now + 1000 }),
            fc.constant(now),
            fc.constant(now + 1),
            fc.constant('later'),
          ),
          otherKey: fc.boolean(),
          tamper: fc.constantFrom('none', 'payload', 'signature', 'header'),
        }),
        async ({ alg, typ, otherKey, tamper, ...claims }) => {
          let token = forge(
            { alg, typ },
            { ...valid, ...claims },
            otherKey ? new TextEncoder().encode('another-secret') : secret,
          );
          const [h, p, s] = token.split('.') as [string, string, string];
          if (tamper === 'payload')
            token = `${h}.${b64({ ...valid, ...claims, scope: 'guest' })}.${s}`;
          if (tamper === 'signature')
            token = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BA' : 'AA'}`;
          if (tamper === 'header')
            token = `${b64({ alg: 'HS256', typ: 'JWT', kid: '1' })}.${p}.${s}`;
          expect(verify(token, options) !== undefined).toBe(await joseAccepts(token));
        },
      ),
      { numRuns: 400 },
    );
  });
});
