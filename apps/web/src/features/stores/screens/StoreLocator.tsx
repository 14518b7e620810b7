/**
 * {brand}-StoreLocator (/{brand}/Stores): find stores by "use my location" (after the location
 * disclaimer, spec §2; geolocation per spec §9), by zip or by state; list them with distance, hours,
 * call, email and open-in-maps. A location error says why and sends the user to the zip search.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import type { StoreSearch } from '../api/stores';
import { LocationDisclaimerDialog } from '../components/location-disclaimer-dialog';
import { StoreResults } from '../components/store-results';
import { StoreSearchPanel } from '../components/store-search';
import {
  acceptLocationDisclaimer,
  hasAcceptedLocationDisclaimer,
} from '../location/disclaimer-consent';
import { LocationError, currentPosition, type LocationErrorReason } from '../location/geolocation';
import { paramsFromSearch, searchFromParams } from '../location/search-params';
import { usePageBrand } from '../../../shared/brand/use-route-brand';
import styles from '../components/stores.module.css';

type LocationProblem = LocationErrorReason | 'declined';

export default function StoreLocator() {
  const { t } = useTranslation('stores');
  useHeader('stores:locator.title', 'menu');
  const brand = usePageBrand();
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem>();
  const [focusZip, setFocusZip] = useState(0);
  const zipRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusZip > 0) zipRef.current?.focus();
  }, [focusZip]);

  const onSearch = (next: StoreSearch) => {
    setProblem(undefined);
    setParams(paramsFromSearch(next));
  };

  const fallBackToZip = (reason: LocationProblem) => {
    setProblem(reason);
    setFocusZip((n) => n + 1);
  };

  const locate = async () => {
    setLocating(true);
    setProblem(undefined);
    try {
      const position = await currentPosition();
      onSearch({ by: 'position', ...position });
    } catch (error) {
      fallBackToZip(error instanceof LocationError ? error.reason : 'unavailable');
    } finally {
      setLocating(false);
    }
  };

  const onUseLocation = () => {
    if (hasAcceptedLocationDisclaimer()) void locate();
    else setDisclaimerOpen(true);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('locator.heading')}</h1>
      <p className={styles.intro}>{t('locator.intro')}</p>
      {problem && (
        <div role="alert" className={styles.notice}>
          <p>{t(`locator.location.${problem}`)}</p>
          <p>{t('locator.location.fallback')}</p>
        </div>
      )}
      <StoreSearchPanel
        onSearch={onSearch}
        onUseLocation={onUseLocation}
        locating={locating}
        zipRef={zipRef}
        initial={search}
      />
      {search && <StoreResults search={search} brand={brand} />}
      {disclaimerOpen && (
        <LocationDisclaimerDialog
          onAccept={() => {
            acceptLocationDisclaimer();
            setDisclaimerOpen(false);
            void locate();
          }}
          onDecline={() => {
            setDisclaimerOpen(false);
            fallBackToZip('declined');
          }}
        />
      )}
    </div>
  );
}
