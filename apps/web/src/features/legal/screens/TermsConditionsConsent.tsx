/** /TermsConditionsConsent: agree (stored in localStorage 'termsConsent') or decline. */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { useTranslatedList } from '../components/legal-sections';
import styles from '../components/legal-page.module.css';
import { saveTermsConsent } from '../consent';
import { returnPath } from '../return-path';

export default function TermsConditionsConsent() {
  const { t } = useTranslation('legal');
  const navigate = useNavigate();
  const location = useLocation();
  const items = useTranslatedList('consent.items');
  useHeader('legal:consent.title', 'none');

  const onAgree = () => {
    saveTermsConsent();
    navigate(returnPath(location.state), { replace: true });
  };
  const onDecline = () => navigate('/', { replace: true });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('consent.heading')}</h1>
      <p className={styles.intro}>{t('consent.intro')}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t('consent.declineNote')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onAgree}>
          {t('consent.agree')}
        </button>
        <button type="button" className={styles.buttonSecondary} onClick={onDecline}>
          {t('consent.decline')}
        </button>
      </div>
    </div>
  );
}
