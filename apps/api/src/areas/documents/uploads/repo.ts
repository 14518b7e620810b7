/** SQL of the uploads module: the rows of uploaded loan documents (the bytes are behind the storage port). */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { loanDocumentUploads } from '../../../db/schema';

export type UploadRow = typeof loanDocumentUploads.$inferSelect;
export type NewUploadRow = Omit<typeof loanDocumentUploads.$inferInsert, 'createdAt'> & {
  createdAt: Date;
};

export function createUploadsRepo(db: DbOrTx) {
  return {
    /** Inserts all rows in one statement: all or none. */
    async insertUploads(rows: readonly NewUploadRow[]): Promise<UploadRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(loanDocumentUploads)
        .values([...rows])
        .returning();
    },

    /** Uploads of these loans, newest first (optionally only one loan). */
    async listUploads(loanIds: readonly string[], loanId?: string): Promise<UploadRow[]> {
      if (loanIds.length === 0) return [];
      const where = loanId
        ? and(
            inArray(loanDocumentUploads.loanId, [...loanIds]),
            eq(loanDocumentUploads.loanId, loanId),
          )
        : inArray(loanDocumentUploads.loanId, [...loanIds]);
      return db
        .select()
        .from(loanDocumentUploads)
        .where(where)
        .orderBy(desc(loanDocumentUploads.createdAt), desc(loanDocumentUploads.id));
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
