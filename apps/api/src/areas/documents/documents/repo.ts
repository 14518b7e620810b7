/** SQL of the documents module: the document view history. */
import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { documentViews } from '../../../db/schema';

export interface DocumentViewSummary {
  loanId: string;
  documentId: string;
  lastViewedAt: Date;
  viewCount: number;
}

export function createDocumentsRepo(db: DbOrTx) {
  return {
    async recordView(input: {
      profileId: string;
      loanId: string;
      documentId: string;
      viewedAt: Date;
    }): Promise<DocumentViewSummary> {
      await db.insert(documentViews).values(input);
      const [row] = await db
        .select({ viewCount: count(), lastViewedAt: max(documentViews.viewedAt) })
        .from(documentViews)
        .where(
          and(
            eq(documentViews.profileId, input.profileId),
            eq(documentViews.loanId, input.loanId),
            eq(documentViews.documentId, input.documentId),
          ),
        );
      return {
        loanId: input.loanId,
        documentId: input.documentId,
        viewCount: row?.viewCount ?? 1,
        lastViewedAt: row?.lastViewedAt ?? input.viewedAt,
      };
    },

    /** The profile's views of documents of these loans, one summary per document. */
    async viewsOf(profileId: string, loanIds: readonly string[]): Promise<DocumentViewSummary[]> {
      if (loanIds.length === 0) return [];
      const rows = await db
        .select({
          loanId: documentViews.loanId,
          documentId: documentViews.documentId,
          viewCount: count(),
          lastViewedAt: max(documentViews.viewedAt),
        })
        .from(documentViews)
        .where(
          and(eq(documentViews.profileId, profileId), inArray(documentViews.loanId, [...loanIds])),
        )
        .groupBy(documentViews.loanId, documentViews.documentId);
      return rows.flatMap((r) => (r.lastViewedAt ? [{ ...r, lastViewedAt: r.lastViewedAt }] : []));
    },
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
