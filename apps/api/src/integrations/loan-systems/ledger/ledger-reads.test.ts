import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, zonedParts } from '@lender/domain';
import type { DatabaseHandle } from '../../../db/client';
import { customers, loans } from '../../../db/schema';
import { createTestDatabase } from '../../../db/test-db';
import { TEST_DATA_KEY, testLoanSystems } from '../../../testing/loan-systems';
import {
  createLoanSystemRegistry,
  createNlsAdapter,
  createTlxeAdapter,
  type LoanSystemRegistry,
} from '../index';

let database: DatabaseHandle;
const today = () => zonedParts(new Date(), DEFAULT_TIME_ZONE).date;
let prepared: LoanSystemRegistry;
/** the registry without the ledger's one-statement reads: it asks each adapter, as a registry of remote systems does */
let perSystem: LoanSystemRegistry;
beforeAll(async () => {
  database = await createTestDatabase();
  prepared = testLoanSystems(database.db);
  perSystem = createLoanSystemRegistry({
    NLS: createNlsAdapter(database.db, TEST_DATA_KEY, today),
    TLXe: createTlxeAdapter(database.db, TEST_DATA_KEY, today),
  });
});
afterAll(() => database.close());

describe('the ledger registry’s prepared reads', () => {
  it('list the loans of any pair of seeded NLS and TLXe ids exactly as the adapters one by one, on every call', async () => {
    const rows = await database.db
      .select({ NLS: customers.nlsCustomerId, TLXe: customers.tlxeCustomerId })
      .from(customers);
    const nlsIds = [null, 'N999999', ...rows.map((row) => row.NLS).filter((id) => id !== null)];
    const tlxeIds = [null, ...rows.map((row) => row.TLXe).filter((id) => id !== null)];
    const withLoans = [];
    for (const customerIds of nlsIds.flatMap((NLS) => tlxeIds.map((TLXe) => ({ NLS, TLXe })))) {
      const expected = await perSystem.listLoans(customerIds);
      expect(await prepared.listLoans(customerIds)).toEqual(expected);
      expect(await prepared.listLoans(customerIds)).toEqual(expected);
      if (expected.length > 0) withLoans.push(expected);
    }
    expect(withLoans.length).toBeGreaterThan(3);
    expect(withLoans.some((list) => new Set(list.map((loan) => loan.loanSystem)).size === 2)).toBe(
      true,
    );
  });

  it('find every seeded loan by id as the adapters do, and no loan for an unknown id', async () => {
    const rows = await database.db.select({ id: loans.id }).from(loans);
    for (const { id } of rows) {
      const loan = await prepared.findLoan(id);
      expect(loan).not.toBeNull();
      expect(loan).toEqual(await perSystem.findLoan(id));
      expect(await prepared.adapter(loan!.loanSystem).loanDetail(id)).toEqual(loan);
    }
    expect(await prepared.findLoan('a0000000-0000-4000-8000-00000000ffff')).toBeNull();
  });

  it('work inside a transaction (a statement prepared for that transaction)', async () => {
    const [{ id } = { id: '' }] = await database.db.select({ id: loans.id }).from(loans).limit(1);
    const outside = await prepared.findLoan(id);
    const inside = await database.db.transaction(async (tx) => {
      const registry = testLoanSystems(tx);
      return [await registry.findLoan(id), await registry.findLoan(id)];
    });
    expect(inside).toEqual([outside, outside]);
  });
});
