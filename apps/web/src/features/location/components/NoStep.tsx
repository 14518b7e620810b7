/** A location screen opened without a flow to go on to (a bookmark, a stale link): back to the loan. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';

export function NoStep({ accountPath }: { accountPath: string }) {
  const { t } = useTranslation('location');
  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('noStep.heading')}</h1>
      <p>{t('noStep.lead')}</p>
      <Link className={controls.button} to={accountPath}>
        {t('common.backToAccount')}
      </Link>
    </div>
  );
}
