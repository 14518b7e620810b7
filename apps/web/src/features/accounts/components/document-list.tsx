/**
 * A loan's documents with Open (new tab) and Download per row; each open records the view
 * (POST /lmsAccountDocumentViewHistory). Loading, error and the spec §8 empty message.
 */
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { TAccountDocument } from '@lender/contract';
import { useRecordDocumentView } from '../api/documents';
import { openPdf, PopupBlockedError, type PdfMode } from './open-pdf';
import styles from './accounts.module.css';
import { useFormat } from '../../../shared/i18n/format';
import { NameWithContext } from '../../../shared/ui/name-with-context';

function DocumentRow({ doc }: { doc: TAccountDocument }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const recordView = useRecordDocumentView(doc.loanId);
  const open = useMutation({
    mutationFn: (mode: PdfMode) => openPdf(doc, mode),
    onSuccess: () =>
      recordView.mutate({ loanId: doc.loanId, documentId: doc.documentId, lmsId: doc.lmsId }),
  });
  const errorKey =
    open.error instanceof PopupBlockedError ? 'documents.popupBlocked' : 'documents.openError';
  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <div>
          <h2 className={styles.cardTitle}>{doc.name}</h2>
          <p className={styles.muted}>
            {t('documents.dated', { date: format.date(doc.documentDate) ?? '' })}
            {' · '}
            {t(doc.viewed ? 'documents.viewed' : 'documents.new')}
          </p>
        </div>
        <div className={styles.rowActions}>
          <button
            type="button"
            className={styles.button}
            disabled={open.isPending}
            onClick={() => open.mutate('open')}
          >
            <NameWithContext context={t('documents.openContext', { name: doc.name })}>
              {t(
                open.isPending && open.variables === 'open'
                  ? 'documents.opening'
                  : 'documents.open',
              )}
            </NameWithContext>
          </button>
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={open.isPending}
            onClick={() => open.mutate('download')}
          >
            <NameWithContext context={t('documents.downloadContext', { name: doc.name })}>
              {t('documents.download')}
            </NameWithContext>
          </button>
        </div>
      </div>
      {open.isError && (
        <p role="alert" className={styles.alert}>
          {t(errorKey)}
        </p>
      )}
    </li>
  );
}

export function DocumentList({ documents }: { documents: readonly TAccountDocument[] }) {
  const { t } = useTranslation('accounts');
  if (documents.length === 0) return <p className={styles.lead}>{t('documents.empty')}</p>;
  return (
    <ul className={styles.list}>
      {documents.map((doc) => (
        <DocumentRow key={doc.documentId} doc={doc} />
      ))}
    </ul>
  );
}
