/**
 * Playwright's `test` for the app's journeys and scans, with one automatic check: the page did nothing its own
 * Content-Security-Policy refused (csp.ts; every frame of the test's page, across its navigations). Everything else
 * is @playwright/test's.
 */
import { expect, test as base } from '@playwright/test';
import { recordCspViolations } from './csp';

export * from '@playwright/test';

export const test = base.extend<{ recordCsp: boolean; cspViolations: string[] }>({
  /** false where a test needs the page without init scripts (foundation-early-reads.spec.ts says why) */
  recordCsp: [true, { option: true }],
  cspViolations: [
    async ({ page, recordCsp }, use) => {
      if (!recordCsp) return use([]);
      const violations = await recordCspViolations(page);
      await use(violations);
      expect(violations, 'what the page did that its Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
});
