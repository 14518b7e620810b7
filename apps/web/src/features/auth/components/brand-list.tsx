/**
 * The user's brands, each linking to its brand Dashboard when this build serves that brand's area, else to that
 * brand's own app (its configured address, APP_URL_<BRAND>; issue 48: the card had no link); with `withLoans`
 * (Home) each served brand also lists its loans' status and next amount due.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BrandCode } from '@lender/domain';
import { brandAppUrl } from '../../../shared/brand/brand-app-url';
import { useServiceProviders } from '../../../shared/config/service-provider';
import { findRoute, routePath } from '../../../shared/routing/route-path';
import { BrandLoans } from './brand-loans';
import styles from './login.module.css';

export function BrandList({
  brands,
  withLoans = false,
}: {
  brands: readonly BrandCode[];
  withLoans?: boolean;
}) {
  const { t } = useTranslation('auth');
  const providers = useServiceProviders();
  const name = (brand: BrandCode) =>
    providers.data?.brands[brand]?.displayName ?? brand.toUpperCase();
  return (
    <ul className={styles.brandList}>
      {brands.map((brand) => {
        const dashboard = `${brand}-Dashboard`;
        const app = brandAppUrl(brand);
        return (
          <li key={brand}>
            {findRoute(dashboard) ? (
              <>
                <Link className={styles.brandLink} to={routePath(dashboard)}>
                  <span>{name(brand)}</span>
                  <span aria-hidden="true">›</span>
                </Link>
                {withLoans && <BrandLoans brand={brand} />}
              </>
            ) : app ? (
              <a className={styles.brandLink} href={app}>
                <span>
                  {name(brand)} — {t('home.elsewhere')}
                </span>
                <span aria-hidden="true">›</span>
              </a>
            ) : (
              <p className={styles.brandLink}>
                {name(brand)} — {t('home.elsewhere')}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
