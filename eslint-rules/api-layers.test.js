import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own lint set-up (eslint.config.js) on API files: SQL only in repositories, the environment only in
// config.ts, no database in a route file (dev routes included).
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function broken(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) =>
      ['no-restricted-imports', 'no-restricted-properties', 'no-restricted-syntax'].includes(
        m.ruleId,
      ),
    )
    .map((m) => m.ruleId);
}

const query = `import { eq } from 'drizzle-orm';\nexport const byId = (id: string) => eq as unknown as string;\n`;
const env = `export const level = process.env.LOG_LEVEL;\n`;
const dbInRoute = `import type { Database } from '../../../db/client';\nexport type Routes = Database;\n`;

describe('API layers (no-restricted-imports, no-restricted-properties)', () => {
  beforeAll(
    () => eslint.calculateConfigForFile('apps/api/src/areas/example/thing/service.ts'),
    60_000,
  );

  it('lets repositories, db/ and the built-in ledger import the database packages', async () => {
    for (const file of [
      'apps/api/src/areas/example/thing/repo.ts',
      'apps/api/src/areas/example/thing/dev-repo.ts',
      'apps/api/src/db/client.ts',
      'apps/api/src/integrations/loan-systems/ledger/loans.ts',
    ])
      expect(await broken(query, file)).toEqual([]);
  });

  it('fails a service, a job, a dev route and an adapter that import them', async () => {
    for (const file of [
      'apps/api/src/areas/example/thing/service.ts',
      'apps/api/src/areas/example/thing/job.ts',
      'apps/api/src/areas/example/thing/dev-routes.ts',
      'apps/api/src/integrations/example/adapter.ts',
    ])
      expect(await broken(query, file)).toEqual(['no-restricted-imports']);
  });

  it('fails a dev route that reaches the database client', async () => {
    expect(await broken(dbInRoute, 'apps/api/src/areas/example/thing/dev-routes.ts')).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('reads the environment in config.ts only', async () => {
    expect(await broken(env, 'apps/api/src/config.ts')).toEqual([]);
    expect(await broken(env, 'apps/api/src/areas/example/thing/service.test.ts')).toEqual([]);
    expect(await broken(env, 'apps/api/src/jobs/settings.ts')).toEqual([
      'no-restricted-properties',
    ]);
    expect(await broken(env, 'apps/api/src/lib/crypto/ssn.ts')).toEqual([
      'no-restricted-properties',
    ]);
  });

  it('refuses `request.auth!` outside tests: a signed-in route is declared through signedIn(…)', async () => {
    const asserted = `export const id = (request: { auth?: { profileId: string } }) => request.auth!.profileId;\n`;
    expect(await broken(asserted, 'apps/api/src/areas/example/thing/routes.ts')).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await broken(asserted, 'apps/api/src/areas/example/thing/thing.test.ts')).toEqual([]);
  });
});
