/** /ExperianDisclosure: the credit check disclosure. */
import { useTranslation } from 'react-i18next';
import { useHeader } from '../../../shared/layout/use-header';
import { LegalSections } from '../components/legal-sections';
import styles from '../components/legal-page.module.css';

export default function ExperianDisclosure() {
  const { t } = useTranslation('legal');
  useHeader('legal:experian.title', 'back');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('experian.title')}</h1>
      <p className={styles.intro}>{t('experian.intro')}</p>
      <LegalSections sectionsKey="experian.sections" />
    </article>
  );
}
