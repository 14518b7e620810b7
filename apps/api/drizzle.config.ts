import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// Paths are resolved from this file and handed to drizzle-kit relative to the working directory
// (it mishandles absolute paths), so both `npx drizzle-kit generate --config apps/api/drizzle.config.ts`
// from the repository root and `npm run db:generate -w @lender/api` work.
const fromHere = (path: string) =>
  relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: fromHere('./src/db/schema/index.ts'),
  out: fromHere('./src/db/migrations'),
  strict: true,
  verbose: true,
});
