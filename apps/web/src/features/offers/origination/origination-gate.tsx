/**
 * What every origination screen shows before its own content: loading the offer, no offer to take, the offer not
 * loading (with a retry), or the offer ended or said no to (with the store to call) — unless a loan from it is
 * already on its way, which its screens still show.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOriginationInfoResponse } from '@lender/contract';
import { useHeader } from '../../../shared/layout/use-header';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import styles from './origination.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import type { OriginationResumeTarget } from '@lender/domain';
import type { MergedOrigination } from './resume';
import { useResumeRedirect, type useOrigination } from './use-origination';

type Flow = ReturnType<typeof useOrigination>;

export function OriginationGate({
  flow,
  heading,
  children,
}: {
  flow: Flow;
  heading: string;
  children: (info: TOriginationInfoResponse, merged: MergedOrigination) => ReactNode;
}) {
  const { t } = useTranslation('offers');
  const { info, merged } = flow;
  const toOffers = (
    <Link className={controls.link} to={flow.pathOf('Offers')}>
      {t('origination.backToOffers')}
    </Link>
  );
  let body: ReactNode;
  if (flow.noOffer) body = <p>{t('origination.noOffer')}</p>;
  else if (info.isError)
    body = <ErrorAlert message={t('origination.error')} onRetry={() => void info.refetch()} />;
  else if (!info.data || !merged) return <Loading text={t('origination.loading')} />;
  else {
    const ongoing =
      merged.outcome === 'live' || merged.outcome === 'funding' || merged.outcome === 'funded';
    const store = { store: info.data.storeName, phone: info.data.storePhoneNumber };
    if (!ongoing && info.data.declined)
      body = (
        <p className={`${content.notice} ${content.noticeWarning}`}>
          {t('origination.offerDeclined', store)}
        </p>
      );
    else if (!ongoing && info.data.expired)
      body = (
        <p className={`${content.notice} ${content.noticeWarning}`}>
          {t('origination.offerEnded', store)}
        </p>
      );
    else return <>{children(info.data, merged)}</>;
  }
  return (
    <div className={content.page}>
      <h1 className={content.heading}>{heading}</h1>
      {body}
      {toOffers}
    </div>
  );
}

/**
 * A screen of the flow: the gate, then (unless the resume rule sends the borrower to another step: `screen`) the
 * heading, the screen's content and its footer links.
 */
export function OriginationStep({
  flow,
  screen,
  texts,
  footer,
  headerButton = 'back',
  children,
}: {
  flow: Flow;
  screen?: OriginationResumeTarget;
  /**
   * the screen's texts under origination.*: its header title (`title`) and heading (`heading`); the signing screen's
   * results have their own (issue 48: a result screen is titled by its result)
   */
  texts: 'amount' | 'method' | 'sign' | 'call' | 'signDone' | 'signEnded' | 'signFailed';
  /** the header's button: back (a step), or the menu (a result: there is no step to go back to) */
  headerButton?: 'back' | 'menu';
  /** the footer's link: "Call me instead" (the default) or back to the offer */
  footer?: 'callMe' | 'backToOffer';
  children: (info: TOriginationInfoResponse, merged: MergedOrigination) => ReactNode;
}) {
  const { t } = useTranslation('offers');
  useHeader(`offers:origination.${texts}.title`, headerButton);
  const heading = t(`origination.${texts}.heading`);
  const leaving = useResumeRedirect(screen ?? null, flow);
  const link =
    footer === 'backToOffer' ? (
      <Link className={controls.link} to={flow.pathOf('OriginationAmount')}>
        {t('origination.backToOffer')}
      </Link>
    ) : footer === 'callMe' ? (
      <Link className={controls.link} to={flow.pathOf('OriginationCallMe')}>
        {t('origination.callMe')}
      </Link>
    ) : null;
  return (
    <OriginationGate flow={flow} heading={heading}>
      {(info, merged) =>
        leaving ? null : (
          <div className={content.page}>
            <h1 className={content.heading}>{heading}</h1>
            {children(info, merged)}
            {link && <p className={controls.actions}>{link}</p>}
          </div>
        )
      }
    </OriginationGate>
  );
}

/** A step's form: its fields, then its one submit button. */
export function StepForm({
  onSubmit,
  submitLabel,
  disabled = false,
  children,
}: {
  onSubmit: () => void;
  submitLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.stepForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className={controls.actions}>
        <button type="submit" className={controls.button} disabled={disabled}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
