/** SQL of the push sandbox (sandbox_pushes): a push it recorded, and the recorded ones newest first (GET /api/dev/pushes). */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxPushes } from '../../db/schema';

export type SandboxPushRow = typeof sandboxPushes.$inferSelect;

export function createSandboxPushesRepo(db: Database) {
  return {
    async record(endpoint: string, payload: string, createdAt: Date): Promise<void> {
      await db.insert(sandboxPushes).values({ endpoint, payload, createdAt });
    },
    /** the 50 newest, of one endpoint or of all */
    async recorded(endpoint: string | undefined): Promise<SandboxPushRow[]> {
      return db
        .select()
        .from(sandboxPushes)
        .where(endpoint ? eq(sandboxPushes.endpoint, endpoint) : undefined)
        .orderBy(desc(sandboxPushes.id))
        .limit(50);
    },
  };
}
