/**
 * GpsLocationDisabled (spec §2 Payment group): the browser refuses the position and the flow forces the
 * check — how to turn location on for this site on a phone or a computer, and "Try again".
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { OutOfStoreState } from '../../../shared/location';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { NoStep } from '../components/NoStep';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { usePositionAttempt } from '../components/use-position-attempt';
import { useLocationRoute } from '../use-location-route';

const DEVICES = ['android', 'iphone', 'computer'] as const;

export default function GpsLocationDisabled() {
  const { t } = useTranslation('location');
  useHeader('location:disabled.title', 'back');
  const route = useLocationRoute();
  const { busy, failure, outOfState, attempt } = usePositionAttempt(route, 'stay');
  if (!route.step) return <NoStep accountPath={route.accountPath} />;

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('disabled.heading')}</h1>
      <p>{t(`disabled.lead.${route.step.transaction}`)}</p>
      <section className={content.card} aria-label={t('disabled.how')}>
        <h2>{t('disabled.how')}</h2>
        <ul className={content.list}>
          {DEVICES.map((device) => (
            <li key={device}>{t(`disabled.devices.${device}`)}</li>
          ))}
        </ul>
      </section>
      {failure && (
        <ErrorAlert
          message={failure === 'denied' ? t('disabled.stillOff') : t('common.unavailable')}
        />
      )}
      {outOfState && <OutOfStoreState status={outOfState} />}
      {busy && <Loading text={t('common.finding')} />}
      <div className={controls.actions}>
        <button
          type="button"
          className={controls.button}
          disabled={busy}
          onClick={() => void attempt()}
        >
          {t('disabled.retry')}
        </button>
        <Link className={controls.buttonSecondary} to={route.accountPath}>
          {t('common.backToAccount')}
        </Link>
      </div>
    </div>
  );
}
