/**
 * Decision 052, "Left", closed: the account detail carries the loan's store city with its state, so the web reads
 * the store's clock from both (El Paso, TX keeps Mountain time; Texas is otherwise Central).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZAccountDetailResponseSchema, ZAccountsResponseSchema } from '@lender/contract';
import { storeTimeZone } from '@lender/domain';
import { loanIdOf } from '../../../db/seed';
import { loans } from '../../../db/schema';
import { accountsTestApp, type AccountsTestApp } from './accounts-test-kit';

const EL_PASO_TMX_STORE = 106;
let t: AccountsTestApp;

beforeAll(async () => {
  t = await accountsTestApp(['P1', 'P2']);
  await t.database.db
    .update(loans)
    .set({ storeId: EL_PASO_TMX_STORE })
    .where(eq(loans.id, loanIdOf('T1')));
});
afterAll(() => t.close());

describe('the loan’s store place', () => {
  it('is Houston, TX for P1’s A1, on Central time', async () => {
    const res = await t.call('P1', 'GET', `/accountdetail?loanId=${loanIdOf('A1')}`);
    const body = ZAccountDetailResponseSchema.parse(res.json());
    expect(body).toMatchObject({ localStoreState: 'TX', localStoreCity: 'Houston' });
    expect(storeTimeZone(body.localStoreState, body.localStoreCity)).toBe('America/Chicago');
  });

  it('is El Paso, TX for a loan of the El Paso store, on Mountain time — in the detail and the list', async () => {
    const res = await t.call('P2', 'GET', `/accountdetail?loanId=${loanIdOf('T1')}`);
    expect(res.statusCode).toBe(200);
    const body = ZAccountDetailResponseSchema.parse(res.json());
    expect(body).toMatchObject({ localStoreState: 'TX', localStoreCity: 'El Paso' });
    expect(storeTimeZone(body.localStoreState, body.localStoreCity)).toBe('America/Denver');
    const list = ZAccountsResponseSchema.parse(
      (await t.call('P2', 'GET', '/accounts?brandName=tmx')).json(),
    );
    expect(list.loans.find((loan) => loan.loanId === loanIdOf('T1'))).toMatchObject({
      localStoreCity: 'El Paso',
    });
  });
});
