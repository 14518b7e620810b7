/**
 * Playwright's `test` for the app's journeys and scans, with:
 * - `journeyServer`: the server of the test's file, on a fresh seeded database (journey-server.ts); `baseURL` points
 *   at it, so `page`, `request` and every context a test opens go there. A `beforeAll` gets it with
 *   `serverOf(journeyServers)`.
 * - one automatic check: the page did nothing its own Content-Security-Policy refused (csp.ts; every frame of the
 *   test's page, across its navigations).
 * Everything else is @playwright/test's.
 */
import { expect, test as base } from '@playwright/test';
import { recordCspViolations } from './csp';
import { JourneyServers, type JourneyServer } from './journey-server';

export * from '@playwright/test';
export type { JourneyServer } from './journey-server';

export const test = base.extend<
  { cspViolations: string[]; journeyServer: JourneyServer },
  { journeyServers: JourneyServers }
>({
  journeyServers: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const servers = new JourneyServers(workerInfo.project.name, workerInfo.workerIndex);
      await provide(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  journeyServer: async ({ journeyServers }, provide, testInfo) => {
    const server = await journeyServers.forFile(testInfo.file);
    await provide(server);
    // what the test left in the database, for the scans project (scans/sensitive-data-scan.spec.ts)
    await server.scanCardData();
  },
  baseURL: async ({ journeyServer }, provide) => {
    await provide(journeyServer.url);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations = await recordCspViolations(page);
      await use(violations);
      expect(violations, 'what the page did that its Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
});

/** The server of the running file, for a `beforeAll` (which has no test-scoped fixtures). */
export const serverOf = (servers: JourneyServers): Promise<JourneyServer> =>
  servers.forFile(test.info().file);
