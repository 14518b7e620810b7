/** /{brand}/TermsConditions (tmx, inl): the brand's terms of use. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brandByCode } from '@lender/domain';
import { BrandWordmark } from '../../../shared/brand/brand-wordmark';
import { useHeader } from '../../../shared/layout/use-header';
import { LegalSections } from '../components/legal-sections';
import styles from '../components/legal-page.module.css';
import { usePageBrand } from '../../../shared/brand/use-route-brand';

export default function TermsConditions() {
  const { t } = useTranslation('legal');
  const brand = usePageBrand();
  useHeader('legal:terms.title', 'back');
  const company = brandByCode(brand).displayName;
  return (
    <article className={styles.page}>
      <BrandWordmark brand={brand} />
      <h1 className={styles.title}>{t('terms.title')}</h1>
      <p className={styles.intro}>{t('terms.intro', { company })}</p>
      <LegalSections sectionsKey="terms.sections" values={{ company }} />
      <Link className={styles.link} to="/ContactUs">
        {t('common.contactUsLink')}
      </Link>
    </article>
  );
}
