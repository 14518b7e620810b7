/**
 * {brand}-StoreDetails (/{brand}/Stores/:storeId): GET /store and the generated map (GET /storemap),
 * the address, hours, and call / email / open-in-maps. A failed lookup shows spec §8's
 * 'Failed to get store detail information: {message}'.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { storeMapUrl, useStore } from '../api/stores';
import { StoreContactLinks } from '../components/store-contact-links';
import { StoreHours } from '../components/store-hours';
import styles from '../components/stores.module.css';

export default function StoreDetails() {
  const { t } = useTranslation('stores');
  useHeader('stores:details.title', 'back');
  const storeId = Number(useParams().storeId);
  const validId = Number.isInteger(storeId) && storeId > 0;
  const store = useStore(validId ? storeId : 0);

  if (!validId || store.isError) {
    const message = validId ? (store.error?.message ?? '') : t('details.unknownStore');
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('details.title')}</h1>
        <div role="alert" className={styles.alert}>
          <p>{t('details.error', { message })}</p>
          {validId && (
            <button
              type="button"
              className={styles.buttonSecondary}
              onClick={() => void store.refetch()}
            >
              {t('common.retry')}
            </button>
          )}
        </div>
      </div>
    );
  }
  if (store.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('details.title')}</h1>
        <p role="status" className={styles.status}>
          {t('details.loading')}
        </p>
      </div>
    );
  }

  const info = store.data.storeInfo;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{info.name}</h1>
      <img
        className={styles.map}
        src={storeMapUrl(info.id)}
        width={600}
        height={300}
        alt={t('details.mapAlt', { name: info.name, address: info.address })}
      />
      <section className={styles.card} aria-labelledby="store-address-title">
        <h2 id="store-address-title" className={styles.subheading}>
          {t('details.address')}
        </h2>
        <address className={styles.address}>{info.address}</address>
        <StoreHours hoursRaw={info.hoursRaw} hours={info.hours} headingLevel={2} />
        <h2 className={styles.subheading}>{t('details.contact')}</h2>
        <StoreContactLinks store={info} />
      </section>
    </div>
  );
}
