import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; `--project <name>` picks one. In CI a failed test runs once more and, if it
// then passes, is listed as flaky under CI's summary (decision 023); a test that fails twice fails the run.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', environment: 'node', include: ['src/**/*.test.ts'], retry } },
      { test: { name: 'contract', root: './packages/contract', environment: 'node', include: ['src/**/*.test.ts'], retry } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry,
        },
      },
      { test: { name: 'tooling', root: '.', environment: 'node', include: ['eslint-rules/**/*.test.js', 'scripts/**/*.test.mjs', 'apps/web/scripts/**/*.test.mjs'], retry } },
      './apps/web/vitest.config.ts',
    ],
  },
});
