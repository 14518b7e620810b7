/**
 * GpsLocation (spec §2 Payment group; the location disclaimer): before a flow whose GPS check flag is on,
 * why the position is asked for and that it is not kept; "Share my location" asks the browser. A refusal
 * while the flow forces the check leads to GpsLocationDisabled; otherwise the flow goes on. A renewal asks here
 * first, before any choice (issue 48); out of the store's state it says where she is and where her store is.
 * "Not now" goes back to the loan, and a renewal's choices made before are kept (the payment slice's draft).
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

export default function GpsLocation() {
  const { t } = useTranslation('location');
  useHeader('location:share.title', 'back');
  const route = useLocationRoute();
  const { busy, failure, outOfState, attempt } = usePositionAttempt(route, 'goDisabled');
  if (!route.step) return <NoStep accountPath={route.accountPath} />;

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('share.heading')}</h1>
      <section className={content.card} aria-label={t('share.why')}>
        <p>{t(`share.reason.${route.step.transaction}`)}</p>
        <p>{t('share.privacy')}</p>
      </section>
      {failure && <ErrorAlert message={t('common.unavailable')} />}
      {outOfState && <OutOfStoreState status={outOfState} />}
      {busy && <Loading text={t('common.finding')} />}
      <div className={controls.actions}>
        <button
          type="button"
          className={controls.button}
          disabled={busy}
          onClick={() => void attempt()}
        >
          {t('share.share')}
        </button>
        <Link className={controls.buttonSecondary} to={route.accountPath}>
          {t('share.notNow')}
        </Link>
      </div>
    </div>
  );
}
