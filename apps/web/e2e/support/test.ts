/**
 * Playwright's `test` for the app's journeys and scans, with one automatic check: the page did nothing its own
 * Content-Security-Policy refused (csp.ts; every frame of the test's page, across its navigations). Everything else
 * is @playwright/test's.
 */
import { expect, test as base } from '@playwright/test';
import { recordCspViolations } from './csp';

export * from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await recordCspViolations(page);
      await use(violations);
      expect(violations, 'what the page did that its Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
});
