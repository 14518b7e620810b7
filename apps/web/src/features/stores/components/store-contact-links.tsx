/**
 * A store's actions: call (tel:, shown as (XXX) XXX-XXXX), email (mailto:) and open in maps (the
 * web-maps link is the href; a click opens the native maps app where there is one, see maps-url.ts).
 */
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStoreInfo } from '@lender/contract';
import { formatPhoneDisplay, phoneTelHref } from '@lender/domain';
import { openInMaps, webMapsUrl, type MapsTarget } from '../location/maps-url';
import styles from './stores.module.css';
import { noWrapClass } from '../../../shared/ui/no-wrap';
import { NameWithContext } from '../../../shared/ui/name-with-context';

export function StoreContactLinks({ store }: { store: TStoreInfo }) {
  const { t } = useTranslation('stores');
  const [mapsBlocked, setMapsBlocked] = useState(false);
  const tel = phoneTelHref(store.phone);
  const phone = formatPhoneDisplay(store.phone);
  const target: MapsTarget = {
    latitude: store.latitude,
    longitude: store.longitude,
    label: `${store.name}, ${store.address}`,
  };

  const onMaps = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMapsBlocked(!openInMaps(target));
  };

  return (
    <div className={styles.actions}>
      {tel && (
        <a className={`${styles.action} ${noWrapClass}`} href={tel}>
          <NameWithContext context={t('store.callContext', { name: store.name })}>
            {t('store.call', { phone })}
          </NameWithContext>
        </a>
      )}
      {store.email && (
        <a className={styles.action} href={`mailto:${store.email}`}>
          <NameWithContext
            context={t('store.emailContext', { name: store.name, email: store.email })}
          >
            {t('store.email')}
          </NameWithContext>
        </a>
      )}
      <a
        className={styles.action}
        href={webMapsUrl(target)}
        target="_blank"
        rel="noreferrer"
        onClick={onMaps}
      >
        <NameWithContext context={t('store.mapsContext', { name: store.name })}>
          {t('store.maps')}
        </NameWithContext>
      </a>
      {mapsBlocked && (
        <p role="alert" className={styles.error}>
          {t('store.mapsBlocked')}
        </p>
      )}
    </div>
  );
}
