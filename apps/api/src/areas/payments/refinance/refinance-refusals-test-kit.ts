/**
 * What the renewal refusals' tests share (refinance-refusals*.test.ts): the file's renewal app (its steps gate
 * passing) with P1 Ana signed in and her saved Visa debit ••1111, set up by `useRefinanceApp()` before the file's
 * tests and closed after them; a refusal's check. Every file gets its own (the API's test projects share modules
 * between the files of a worker: nothing here is a module's state).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { TPaymentCard } from '@lender/contract';
import { loanIdOf } from '../../../db/seed';
import type { TestApp } from '../../../testing/build-test-app';
import { submit, type Headers } from '../payments/payments-test-kit';
import { anaRenewing } from './refinance-test-kit';

export const A1 = loanIdOf('A1');

export function useRefinanceApp() {
  const kit = {
    /** the file's server, once its tests have started */
    t: undefined as unknown as TestApp,
    /** Ana's (P1's) session, once the file's tests have started */
    ana: undefined as unknown as Headers,
    /** Ana's seeded Visa debit ••1111, once the file's tests have started */
    visa: undefined as unknown as TPaymentCard,
  };
  /** A refusal: its status, its code (null: a plain validation error, no code) and the field it names. */
  async function refused(
    headers: Headers,
    body: object,
    statusCode: number,
    errorCode: string | null,
    field?: string,
  ) {
    const res = await submit(kit.t, headers, body);
    expect(res.statusCode, res.body).toBe(statusCode);
    expect(res.json()).toMatchObject({
      ...(errorCode ? { errorCode } : {}),
      ...(field ? { field } : {}),
    });
    return res.json() as { message: string };
  }
  beforeAll(async () => {
    Object.assign(kit, await anaRenewing());
  });
  afterAll(async () => kit.t.close());
  return Object.assign(kit, { refused });
}
