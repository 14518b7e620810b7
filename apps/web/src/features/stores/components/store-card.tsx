/** One store of the locator's list: name (to StoreDetails), distance, address, hours and actions. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStoreSearchResult } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { StoreContactLinks } from './store-contact-links';
import { StoreHours } from './store-hours';
import styles from './stores.module.css';

export function StoreCard({ result, brand }: { result: TStoreSearchResult; brand: BrandCode }) {
  const { t } = useTranslation('stores');
  const id = useId();
  const store = result.storeInfo;
  return (
    <article className={styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        <Link to={routePath(`${brand}-StoreDetails`, { storeId: store.id })}>{store.name}</Link>
      </h3>
      {result.distanceMiles !== null && (
        <p className={styles.distance}>
          {t('locator.distance', { miles: result.distanceMiles.toFixed(1) })}
        </p>
      )}
      <address className={styles.address}>{store.address}</address>
      <StoreHours hoursRaw={store.hoursRaw} hours={store.hours} />
      <StoreContactLinks store={store} />
    </article>
  );
}
