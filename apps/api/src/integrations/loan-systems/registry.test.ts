import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { loanIdOf } from '../../db/seed';
import { createTestDatabase } from '../../db/test-db';
import { testLoanSystems } from '../../testing/loan-systems';
import type { LoanSystemRegistry } from './index';

let database: DatabaseHandle;
let registry: LoanSystemRegistry;
beforeAll(async () => {
  database = await createTestDatabase();
  registry = testLoanSystems(database.db);
});
afterAll(() => database.close());

describe('loan-system adapters over the built-in ledger', () => {
  it('keeps two id schemes: T… ids belong to TLXe, N… ids to NLS', () => {
    expect(registry.adapterForCustomerId('T100001')?.loanSystem).toBe('TLXe');
    expect(registry.adapterForCustomerId('N200001')?.loanSystem).toBe('NLS');
    expect(registry.adapterForCustomerId('X1')).toBeUndefined();
  });

  it('each adapter answers only for its own system’s loans', async () => {
    expect((await registry.adapter('NLS').loanDetail(loanIdOf('L1')))?.lmsId).toBe('30003-001');
    expect(await registry.adapter('TLXe').loanDetail(loanIdOf('L1'))).toBeNull();
    expect((await registry.adapter('TLXe').loanDetail(loanIdOf('A1')))?.borrower.customerId).toBe(
      'T100001',
    );
    expect(await registry.adapter('NLS').listLoans(['T100001'])).toEqual([]);
  });

  it('lists borrowed and co-signed loans by the system’s customer ids', async () => {
    expect(
      (await registry.listLoans({ TLXe: 'T100002' })).map((loan) => loan.lmsId).sort(),
    ).toEqual(['10002-001', '10002-002']);
    const cosigned = await registry.listLoans({ TLXe: 'T100004' });
    expect(cosigned.map((loan) => [loan.lmsId, loan.cosigner?.customerId])).toEqual([
      ['10001-001', 'T100004'],
    ]);
    expect((await registry.findLoan(loanIdOf('R2')))?.status).toBe(13);
  });

  it('finds the unlinked record for linking only with every field right', async () => {
    const tlxe = registry.adapter('TLXe');
    const right = {
      phone: '3125550188',
      dob: '1985-04-12',
      ssn: '123456789',
      loanNumber: '20341-001',
    };
    expect(await tlxe.findCustomerForLink(right)).toMatchObject({
      customerId: 'T100008',
      profileId: null,
    });
    // the loan number with or without its hyphen (domain loanNumberKey)
    expect(await tlxe.findCustomerForLink({ ...right, loanNumber: '20341001' })).toMatchObject({
      customerId: 'T100008',
    });
    expect(await tlxe.findCustomerForLink({ ...right, loanNumber: '2034100' })).toBeNull();
    expect(await tlxe.findCustomerForLink({ ...right, ssn: '999456789' })).toBeNull();
    expect(await registry.adapter('NLS').findCustomerForLink(right)).toBeNull();
  });
});
