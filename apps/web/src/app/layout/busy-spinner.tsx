/** 'processing...' while any query, mutation or route load runs (spec §2 Layout). */
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './busy-spinner.module.css';

function Spinner() {
  const { t } = useTranslation();
  return (
    <span className={styles.busy}>
      <span className={styles.wheel} aria-hidden="true" />
      {t('layout.processing')}
    </span>
  );
}

export function BusySpinner() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const busy = fetching + mutating > 0 || navigation.state !== 'idle';
  // the live region stays in the page so the announcement is read when it fills
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {busy && <Spinner />}
    </div>
  );
}

/** Shown while the first route's loader and chunk load. */
export function BusyFallback() {
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      <Spinner />
    </div>
  );
}
