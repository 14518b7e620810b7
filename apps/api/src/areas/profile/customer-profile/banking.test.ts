import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBankAccountResponseSchema, ZErrorResponseSchema } from '@lender/contract';
import { eq } from 'drizzle-orm';
import { bankAccounts } from '../../../db/schema';
import { customerIdOf } from '../../../db/seed';
import { decryptField } from '../../../lib/crypto';
import { isRedactedName } from '../../../lib/logger';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { bearer, trustedSessionOf } from '../../identity/test-kit';
import { BANK_SAVE_LIMIT } from './banking-service';
import { TEST_DATA_KEY } from '../../../testing/loan-systems';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function call(email: string, method: 'GET' | 'POST', url: string, payload?: object) {
  if (!tokens.has(email)) tokens.set(email, (await trustedSessionOf(t.app, email)).accessToken);
  return t.app.inject({ method, url: `/api${url}`, headers: bearer(tokens.get(email)!), payload });
}

describe('GET /bankInfo', () => {
  it('names the bank of a routing number from the routing table', async () => {
    expect(
      (await call('ana.tlxe@example.com', 'GET', '/bankInfo?routingNumber=021000021')).json(),
    ).toEqual({ routingNumber: '021000021', bankName: 'JPMorgan Chase Bank, N.A.' });
  });

  it('refuses a bad checksum (400), an unknown bank (404) and answers a failed lookup with 503', async () => {
    const bad = await call('ana.tlxe@example.com', 'GET', '/bankInfo?routingNumber=021000022');
    expect(ZErrorResponseSchema.parse(bad.json())).toMatchObject({
      statusCode: 400,
      field: 'query.routingNumber',
      errorCode: 'routingNumber.invalid',
    });
    const unknown = await call('ana.tlxe@example.com', 'GET', '/bankInfo?routingNumber=091000022');
    expect(unknown.json()).toMatchObject({ statusCode: 404, errorCode: 'routingNumber.unknown' });
    expect(
      (await call('ana.tlxe@example.com', 'GET', '/bankInfo?routingNumber=999999992')).statusCode,
    ).toBe(503);
  });
});

describe('POST /bankInfo (the banking info update)', () => {
  it('stores the account number encrypted, answers it masked, the first account primary, then the one chosen', async () => {
    const first = await call('ben.multi@example.com', 'POST', '/bankInfo', {
      routingNumber: '021000021',
      accountNumber: '000123456789',
      bankName: 'Not this name',
    });
    expect(first.statusCode).toBe(200);
    const added = ZBankAccountResponseSchema.parse(first.json());
    expect(added.banks).toEqual([
      {
        id: added.bankAccountId,
        bankName: 'JPMorgan Chase Bank, N.A.',
        routingNumber: '021000021',
        accountNumber: '••••6789',
        primary: true,
      },
    ]);
    expect(first.body).not.toContain('000123456789');
    const [row] = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, added.bankAccountId));
    expect(row!.accountNumberEncrypted).not.toContain('123456789');
    expect(decryptField(row!.accountNumberEncrypted, TEST_DATA_KEY)).toBe('000123456789');

    const second = ZBankAccountResponseSchema.parse(
      (
        await call('ben.multi@example.com', 'POST', '/bankInfo', {
          routingNumber: '111000025',
          accountNumber: '4444',
          primary: true,
        })
      ).json(),
    );
    expect(second.banks.map((bank) => [bank.accountNumber, bank.primary])).toEqual([
      ['••••6789', false],
      ['••••4444', true],
    ]);
  });

  it('refuses a bad routing or account number naming the field, and saves nothing', async () => {
    const bad = await call('carla.nls@example.com', 'POST', '/bankInfo', {
      routingNumber: '123456789',
      accountNumber: '12345678',
    });
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      field: 'body.routingNumber',
      errorCode: 'routingNumber.invalid',
    });
    const short = await call('carla.nls@example.com', 'POST', '/bankInfo', {
      routingNumber: '021000021',
      accountNumber: '12',
    });
    expect(short.json()).toMatchObject({
      statusCode: 400,
      field: 'body.accountNumber',
      errorCode: 'accountNumber.invalid',
    });
    expect(
      await t.database.db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.customerId, customerIdOf('P3'))),
    ).toEqual([]);
  });

  it('answers too many saves with 429 and the wait', async () => {
    for (let i = 0; i < BANK_SAVE_LIMIT; i += 1)
      expect(
        (
          await call('iris.repo@example.com', 'POST', '/bankInfo', {
            routingNumber: '021000021',
            accountNumber: `1000${i}`,
          })
        ).statusCode,
      ).toBe(200);
    const refused = await call('iris.repo@example.com', 'POST', '/bankInfo', {
      routingNumber: '021000021',
      accountNumber: '99999',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      errorCode: 'TooManyRequestsException',
      message: 'Too many attempts to save account information. Please wait and try again.',
    });
  });

  it('refuses another customer’s id and a profile without a customer', async () => {
    expect(
      (
        await call('ana.tlxe@example.com', 'POST', '/bankInfo', {
          customerId: 'T100002',
          routingNumber: '021000021',
          accountNumber: '12345678',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('gina.referral@example.com', 'POST', '/bankInfo', {
          routingNumber: '021000021',
          accountNumber: '12345678',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps account numbers out of the logs by name', () => {
    for (const name of ['accountNumber', 'routingNumber', 'accountNumberEncrypted'])
      expect(isRedactedName(name)).toBe(true);
  });
});
