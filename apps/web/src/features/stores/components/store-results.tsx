/** The locator's results for one search: loading, error with retry, empty, or the list of stores. */
import { useTranslation } from 'react-i18next';
import type { BrandCode } from '@lender/domain';
import { useStoreSearch, type StoreSearch } from '../api/stores';
import { StoreCard } from './store-card';
import styles from './stores.module.css';

function searchLabel(search: StoreSearch): string {
  if (search.by === 'zip') return search.zip;
  if (search.by === 'state') return search.state;
  return '';
}

export function StoreResults({ search, brand }: { search: StoreSearch; brand: BrandCode }) {
  const { t } = useTranslation('stores');
  const result = useStoreSearch(search);
  const near =
    search.by === 'position'
      ? t('locator.nearYou')
      : t('locator.near', { place: searchLabel(search) });

  if (result.isPending) {
    return (
      <p role="status" className={styles.status}>
        {t('locator.searching')}
      </p>
    );
  }
  if (result.isError) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{t('locator.searchError')}</p>
        <button
          type="button"
          className={styles.buttonSecondary}
          onClick={() => void result.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const stores = result.data.stores;
  return (
    <section aria-labelledby="store-results-title">
      <h2 id="store-results-title" className={styles.subheading} aria-live="polite">
        {stores.length === 0
          ? t('locator.none', { near })
          : t('locator.found', { count: stores.length, near })}
      </h2>
      {stores.length === 0 && <p className={styles.status}>{t('locator.noneHint')}</p>}
      {stores.length > 0 && (
        <ul className={styles.list}>
          {stores.map((store) => (
            <li key={store.storeInfo.id}>
              <StoreCard result={store} brand={brand} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
