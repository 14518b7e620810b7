/**
 * The locator's search: "use my location", a 5-digit zip, or a state from GET /states. Each submits
 * one StoreSearch; client checks use the domain rules (isValidZip).
 */
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidZip } from '@lender/domain';
import { useStates, type StoreSearch } from '../api/stores';
import styles from './stores.module.css';

export interface StoreSearchProps {
  onSearch: (search: StoreSearch) => void;
  onUseLocation: () => void;
  locating: boolean;
  zipRef: RefObject<HTMLInputElement | null>;
  initial?: StoreSearch;
}

export function StoreSearchPanel({
  onSearch,
  onUseLocation,
  locating,
  zipRef,
  initial,
}: StoreSearchProps) {
  const { t } = useTranslation('stores');
  const id = useId();
  const states = useStates();
  const [zip, setZip] = useState(initial?.by === 'zip' ? initial.zip : '');
  const [zipError, setZipError] = useState(false);
  const [state, setState] = useState(initial?.by === 'state' ? initial.state : '');
  const [stateError, setStateError] = useState(false);

  const onZip = (event: FormEvent) => {
    event.preventDefault();
    const valid = isValidZip(zip);
    setZipError(!valid);
    if (valid) onSearch({ by: 'zip', zip });
    else zipRef.current?.focus();
  };
  const onState = (event: FormEvent) => {
    event.preventDefault();
    setStateError(state === '');
    if (state) onSearch({ by: 'state', state });
  };

  return (
    <>
      <section className={styles.panel} aria-labelledby={`${id}-near`}>
        <h2 id={`${id}-near`}>{t('locator.nearMe')}</h2>
        <button
          type="button"
          className={styles.button}
          onClick={onUseLocation}
          disabled={locating}
          aria-busy={locating}
        >
          {t(locating ? 'locator.locating' : 'locator.useLocation')}
        </button>
      </section>
      <section className={styles.panel} aria-labelledby={`${id}-zip-title`}>
        <h2 id={`${id}-zip-title`}>{t('locator.byZipTitle')}</h2>
        <form className={styles.row} onSubmit={onZip} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-zip`}>{t('locator.zip')}</label>
            <input
              ref={zipRef}
              id={`${id}-zip`}
              className={styles.input}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={zip}
              onChange={(event) => setZip(event.target.value.replace(/\D/g, '').slice(0, 5))}
              aria-invalid={zipError || undefined}
              aria-describedby={zipError ? `${id}-zip-error` : undefined}
            />
          </div>
          <button type="submit" className={styles.button}>
            {t('locator.search')}
          </button>
        </form>
        {zipError && (
          <p id={`${id}-zip-error`} className={styles.fieldError}>
            {t('locator.zipInvalid')}
          </p>
        )}
      </section>
      <section className={styles.panel} aria-labelledby={`${id}-state-title`}>
        <h2 id={`${id}-state-title`}>{t('locator.byStateTitle')}</h2>
        <form className={styles.row} onSubmit={onState} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-state`}>{t('locator.state')}</label>
            <select
              id={`${id}-state`}
              className={styles.input}
              value={state}
              onChange={(event) => setState(event.target.value)}
              aria-invalid={stateError || undefined}
              aria-describedby={stateError ? `${id}-state-error` : undefined}
              disabled={!states.isSuccess}
            >
              <option value="">
                {t(
                  states.isError
                    ? 'locator.statesError'
                    : states.isPending
                      ? 'locator.statesLoading'
                      : 'locator.chooseState',
                )}
              </option>
              {states.data?.states.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={styles.button} disabled={!states.isSuccess}>
            {t('locator.search')}
          </button>
        </form>
        {stateError && (
          <p id={`${id}-state-error`} className={styles.fieldError}>
            {t('locator.stateRequired')}
          </p>
        )}
      </section>
    </>
  );
}
