import { afterEach, describe, expect, it, vi } from 'vitest';

const OTHER_GROUPS = [
  './schemas/account-history',
  './schemas/cancel-cash-advance',
  './schemas/documents',
  './schemas/payoff-quote',
  './schemas/uploads',
  './schemas/user-cache',
];

afterEach(() => {
  for (const group of OTHER_GROUPS) vi.doUnmock(group);
  vi.resetModules();
});

describe('accountsSchema', () => {
  it('loads the Dashboard’s message and application status without the other groups’ schemas', async () => {
    for (const group of OTHER_GROUPS)
      vi.doMock(group, () => {
        throw new Error(`${group} was loaded`);
      });
    const { accountsSchema } = await import('./accounts-schema');
    const { ZApplicationStatusResponseSchema, ZDashboardMessageResponseSchema } =
      await import('@lender/contract');
    await expect(accountsSchema('ZDashboardMessageResponseSchema')()).resolves.toBe(
      ZDashboardMessageResponseSchema,
    );
    await expect(accountsSchema('ZApplicationStatusResponseSchema')()).resolves.toBe(
      ZApplicationStatusResponseSchema,
    );
  });

  it('loads each of the feature’s schemas by its name', async () => {
    const { accountsSchema } = await import('./accounts-schema');
    const contract = await import('@lender/contract');
    for (const name of [
      'ZAccountHistoryResponseSchema',
      'ZCancelCashAdvanceResponseSchema',
      'ZLmsAccountDocumentsResponseSchema',
      'ZPayoffQuoteResponseSchema',
      'ZUploadLoanDocumentsStatusSchema',
      'ZUserCacheResponseSchema',
    ] as const)
      await expect(accountsSchema(name)()).resolves.toBe(contract[name]);
  });
});
