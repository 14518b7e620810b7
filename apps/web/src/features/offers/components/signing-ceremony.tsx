/**
 * The e-signature ceremony (spec §4 signing statuses, §9 signing status timeout 15): the agreement's signing page
 * (the e-sign sandbox's own page, in the app's language) in a frame, its status polled every second while it
 * waits. Once the signer submits in the frame, a final status is awaited for at most the signing status timeout;
 * past it the person is told and may check again. A decline, an expiry or "finish later" say what happened and
 * offer to sign again (a new or the same envelope).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNING_PAGE_LANGUAGE_PARAM, type TLoanSigningResponse } from '@lender/contract';
import { SIGNING_STATUS_TIMEOUT_S } from '@lender/domain';
import { useAnnounce } from '../../../shared/ui/live-status';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { useSigningStatus } from '../api';
import styles from './offers.module.css';

const OUTCOME_KEY = { decline: 'settlement.declined', ttl_expired: 'settlement.ttlExpired', viewing_complete: 'settlement.later' } as const;

export function signingPageUrl(signingUrl: string, language = document.documentElement.lang): string {
  const url = new URL(signingUrl, window.location.origin);
  if (language) url.searchParams.set(SIGNING_PAGE_LANGUAGE_PARAM, language);
  return `${url.pathname}${url.search}`;
}

export function SigningCeremony({ envelope, loanId, onRestart }: { envelope: TLoanSigningResponse; loanId: string; onRestart: () => void }) {
  const { t } = useTranslation('offers');
  const status = useSigningStatus(envelope.envelopeId, loanId);
  const current = status.data?.status ?? envelope.status;
  const loads = useRef(0);
  const [submittedAt, setSubmittedAt] = useState<number | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const waitingAfterSubmit = current === 'sent' && submittedAt !== null;

  useEffect(() => {
    if (!waitingAfterSubmit) return;
    const timer = setTimeout(() => setTimedOut(true), SIGNING_STATUS_TIMEOUT_S * 1000 - (Date.now() - submittedAt));
    return () => clearTimeout(timer);
  }, [waitingAfterSubmit, submittedAt]);

  useAnnounce(timedOut && current === 'sent' ? t('settlement.timeout') : current !== 'sent' && current !== 'signing_complete' ? t(OUTCOME_KEY[current]) : null);

  if (current === 'signing_complete') return <Loading text={t('settlement.signed')} />;
  if (current !== 'sent') {
    return (
      <section className={`${content.notice} ${content.noticeWarning}`} aria-labelledby="signing-outcome">
        <h2 id="signing-outcome">{t(OUTCOME_KEY[current])}</h2>
        <button type="button" className={controls.button} onClick={onRestart}>
          {current === 'viewing_complete' ? t('settlement.continueSigning') : t('settlement.startAgain')}
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="signing-heading">
      <h2 id="signing-heading">{t('settlement.signing')}</h2>
      <iframe
        className={styles.frame}
        title={t('settlement.frameTitle')}
        src={signingPageUrl(envelope.signingUrl)}
        onLoad={() => {
          // the first load is the page; a later one is the page's answer to the signer's submit
          loads.current += 1;
          if (loads.current > 1) {
            setSubmittedAt((at) => at ?? Date.now());
            void status.refetch();
          }
        }}
      />
      {waitingAfterSubmit && !timedOut && <Loading text={t('settlement.waiting')} />}
      {timedOut && (
        <ErrorAlert
          live={false}
          message={t('settlement.timeout')}
          onRetry={() => {
            setTimedOut(false);
            setSubmittedAt(Date.now());
            void status.refetch();
          }}
        />
      )}
    </section>
  );
}
