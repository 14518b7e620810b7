/** A section's outcome after a save: the server's refusal (already in the reader's language), or the success. */
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/query-state';
import { errorReason } from '../../../shared/ui/query-state';
import controls from '../../../shared/ui/controls.module.css';

export function SaveMessage({ error, saved }: { error: unknown; saved: boolean }) {
  const { t } = useTranslation('profile');
  if (error) return <ErrorAlert message={errorReason(error)} />;
  if (!saved) return null;
  return (
    <div role="status" className={controls.success}>
      <p>{t('common.saved')}</p>
    </div>
  );
}
