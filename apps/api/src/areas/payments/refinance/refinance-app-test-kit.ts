/**
 * What the renewal end-to-end tests share (refinance.test.ts, refinance-nls.test.ts): the file's renewal app (its steps
 * gate passing) with Ana (P1), Ben (P2) and Carla (P3) signed in, set up by `useRenewalApp()` before the file's tests
 * and closed after them. Every file gets its own (the API's test projects share modules between the files of a worker:
 * nothing here is a module's state).
 */
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../../../testing/build-test-app';
import { signIn } from '../../../testing/sign-in';
import type { Headers } from '../payments/payments-test-kit';
import { anaRenewing } from './refinance-test-kit';

export function useRenewalApp() {
  const kit = {
    /** the file's server, once its tests have started */
    t: undefined as unknown as TestApp,
    /** Ana's (P1's) session, once the file's tests have started */
    ana: undefined as unknown as Headers,
    /** Ben's (P2's) session, once the file's tests have started */
    ben: undefined as unknown as Headers,
    /** Carla's (P3's) session, once the file's tests have started */
    carla: undefined as unknown as Headers,
  };
  beforeAll(async () => {
    const { t, ana } = await anaRenewing();
    Object.assign(kit, { t, ana });
    kit.ben = (await signIn(t.app, 'ben.multi@example.com')).headers;
    kit.carla = (await signIn(t.app, 'carla.nls@example.com')).headers;
  });
  afterAll(async () => kit.t.close());
  return kit;
}
