import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; `--project <name>` picks one.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: './packages/contract', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'tooling', root: '.', environment: 'node', include: ['eslint-rules/**/*.test.js', 'scripts/**/*.test.mjs', 'apps/web/scripts/**/*.test.mjs'] } },
      './apps/web/vitest.config.ts',
    ],
  },
});
