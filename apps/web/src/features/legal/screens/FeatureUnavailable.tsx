/**
 * {brand}-FeatureUnavailable (spec §2; decision 060): what this brand does not offer in the app (`?feature=`, the
 * domain's UNAVAILABLE_FEATURES) and where its borrower goes instead — a brand of hers that offers it (its screens
 * here, or its own app), a store, the lender's contact page — plus the brand's help video.
 */
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  brandByCode,
  featureAlternatives,
  isFeatureAvailable,
  isUnavailableFeature,
  type FeatureAlternative,
} from '@lender/domain';
import { brandAppUrl } from '../../../shared/brand/brand-app-url';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import { useHeader } from '../../../shared/layout/use-header';
import { findRoute, routePath } from '../../../shared/routing/route-path';
import { useSessionStore } from '../../../shared/session/session-store';
import { HelpVideo } from '../components/help-video';
import styles from '../components/legal-page.module.css';

function Alternative({ alternative }: { alternative: FeatureAlternative }) {
  const { t } = useTranslation('legal');
  if (alternative.kind === 'store')
    return (
      <Link className={styles.link} to={routePath('StoreLocator')}>
        {t('featureUnavailable.store')}
      </Link>
    );
  if (alternative.kind === 'contactUs')
    return (
      <Link className={styles.link} to={routePath('ContactUs')}>
        {t('featureUnavailable.contactUs')}
      </Link>
    );
  const name = brandByCode(alternative.brand).displayName;
  const dashboard = `${alternative.brand}-Dashboard`;
  if (findRoute(dashboard))
    return (
      <Link className={styles.link} to={routePath(dashboard)}>
        {t('featureUnavailable.brandHere', { name })}
      </Link>
    );
  const app = brandAppUrl(alternative.brand);
  return app ? (
    <a className={styles.link} href={app}>
      {t('featureUnavailable.brandApp', { name })}
    </a>
  ) : (
    <span>{t('featureUnavailable.brandApp', { name })}</span>
  );
}

export default function FeatureUnavailable() {
  const { t } = useTranslation('legal');
  useHeader('legal:featureUnavailable.title', 'menu');
  const brand = usePageBrand();
  const asked = useSearchParams()[0].get('feature');
  const feature = isUnavailableFeature(asked) ? asked : undefined;
  const userBrands = useSessionStore((s) => s.brands);
  const brandName = brandByCode(brand).displayName;
  // a brand that does offer it (an old link, a typed address) goes to it: both features start from the offers list
  if (feature && isFeatureAvailable(brand, feature))
    return <Navigate replace to={routePath(`${brand}-Offers`)} />;
  const alternatives = feature
    ? featureAlternatives(brand, feature, userBrands)
    : [{ kind: 'contactUs' } as const];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {feature
          ? t('featureUnavailable.heading', {
              feature: t(`featureUnavailable.features.${feature}`),
              brand: brandName,
            })
          : t('featureUnavailable.headingAny', { brand: brandName })}
      </h1>
      <p className={styles.intro}>
        {feature ? t(`featureUnavailable.why.${feature}`) : t('featureUnavailable.whyAny')}
      </p>
      <section className={styles.section} aria-labelledby="feature-unavailable-instead">
        <h2 id="feature-unavailable-instead">{t('featureUnavailable.instead')}</h2>
        <ul className={styles.list}>
          {alternatives.map((alternative) => (
            <li key={alternative.kind === 'brandApp' ? alternative.brand : alternative.kind}>
              <Alternative alternative={alternative} />
            </li>
          ))}
        </ul>
      </section>
      <HelpVideo brand={brand} />
    </div>
  );
}
