/**
 * The e-signature ceremony (spec §4 signing statuses, §9 signing status timeout 15), shared by every document a
 * borrower signs (settlement agreement, new loan agreement, refinance disclosure): the signing page (the e-sign
 * sandbox's own page on this origin, in the app's language) in a frame grown to the page's height — one scroll on a
 * phone, no scroll box inside the screen (issue 48; useFrameHeight) —, its status polled every second while it
 * waits. Once the signer submits in the frame, a final status is awaited for at most the signing status timeout;
 * past it the person is told and may check again. A decline, an expiry or "finish later" say what happened and
 * offer to sign again, unless the screen shows its own outcome (`outcome`). The texts are the screen's.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFrameHeight } from './frame-height';
import {
  SIGNING_PAGE_DOCUMENT_PARAM,
  SIGNING_PAGE_LANGUAGE_PARAM,
  type TLoanSigningResponse,
} from '@lender/contract';
import { SIGNING_STATUS_TIMEOUT_S } from '@lender/domain';
import { useAnnounce } from '../ui/live-status';
import content from '../ui/content.module.css';
import controls from '../ui/controls.module.css';
import { ErrorAlert, Loading } from '../ui/query-state';
import { useSigningStatus } from './api';
import { DocumentVersionSwitch } from './document-version';
import styles from './signing.module.css';

export type FinalSigningStatus = Exclude<TLoanSigningResponse['status'], 'sent'>;

/** The ceremony's texts, by key. */
export type SigningTextKey =
  | 'signing'
  | 'frameTitle'
  | 'waiting'
  | 'timeout'
  | 'signed'
  | 'declined'
  | 'ttlExpired'
  | 'later'
  | 'startAgain'
  | 'continueSigning';

const OUTCOME_KEY = {
  decline: 'declined',
  ttl_expired: 'ttlExpired',
  viewing_complete: 'later',
} as const;

/** The signing page in the app's language; `english`: with the English original of a translated document (decision 062). */
export function signingPageUrl(
  signingUrl: string,
  language = document.documentElement.lang,
  english = false,
): string {
  const url = new URL(signingUrl, window.location.origin);
  if (language) url.searchParams.set(SIGNING_PAGE_LANGUAGE_PARAM, language);
  if (english) url.searchParams.set(SIGNING_PAGE_DOCUMENT_PARAM, 'en');
  return `${url.pathname}${url.search}`;
}

export interface SigningCeremonyProps {
  envelope: TLoanSigningResponse;
  text: (key: SigningTextKey) => string;
  onRestart: () => void;
  /** told once the envelope reaches a final status (the screen takes over from there) */
  onFinal?: (status: FinalSigningStatus) => void;
  /** awaited when the status first reads final (refresh what the signature changes) */
  refresh?: () => Promise<unknown>;
  /** the screen's own view of a final status other than signed; undefined: the ceremony's (what happened, sign again) */
  outcome?: (status: Exclude<FinalSigningStatus, 'signing_complete'>) => ReactNode | undefined;
}

export function SigningCeremony({
  envelope,
  text: t,
  onRestart,
  onFinal,
  refresh,
  outcome,
}: SigningCeremonyProps) {
  const status = useSigningStatus(envelope.envelopeId, refresh);
  const current = status.data?.status ?? envelope.status;
  const loads = useRef(0);
  const frame = useFrameHeight();
  const [submittedAt, setSubmittedAt] = useState<number | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  // a document sent in her language: its English original one tap away (decision 062)
  const [english, setEnglish] = useState(false);
  const sent = envelope.language ?? 'en';
  const waitingAfterSubmit = current === 'sent' && submittedAt !== null;

  useEffect(() => {
    if (!waitingAfterSubmit) return;
    const timer = setTimeout(
      () => setTimedOut(true),
      SIGNING_STATUS_TIMEOUT_S * 1000 - (Date.now() - submittedAt),
    );
    return () => clearTimeout(timer);
  }, [waitingAfterSubmit, submittedAt]);

  const final = onFinal;
  useEffect(() => {
    if (current !== 'sent') final?.(current);
  }, [current, final]);

  const own = current !== 'sent' && current !== 'signing_complete' ? outcome?.(current) : undefined;
  useAnnounce(
    timedOut && current === 'sent'
      ? t('timeout')
      : current !== 'sent' && current !== 'signing_complete' && own === undefined
        ? t(OUTCOME_KEY[current])
        : null,
  );

  if (current === 'signing_complete') return <Loading text={t('signed')} />;
  if (own !== undefined) return own;
  if (current !== 'sent') {
    return (
      <section
        className={`${content.notice} ${content.noticeWarning}`}
        aria-labelledby="signing-outcome"
      >
        <h2 id="signing-outcome">{t(OUTCOME_KEY[current])}</h2>
        <button type="button" className={controls.button} onClick={onRestart}>
          {current === 'viewing_complete' ? t('continueSigning') : t('startAgain')}
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="signing-heading">
      <h2 id="signing-heading">{t('signing')}</h2>
      {sent !== 'en' && (
        <DocumentVersionSwitch
          sent={sent}
          english={english}
          onChange={(next) => {
            // the frame's next load is the other version, not an answer to a submit
            loads.current = 0;
            setEnglish(next);
          }}
        />
      )}
      <iframe
        ref={frame.ref}
        className={styles.frame}
        style={frame.height === null ? undefined : { height: frame.height }}
        title={t('frameTitle')}
        src={signingPageUrl(envelope.signingUrl, undefined, english)}
        onLoad={() => {
          frame.fit();
          // the first load is the page; a later one is the page's answer to the signer's submit
          loads.current += 1;
          if (loads.current > 1) {
            setSubmittedAt((at) => at ?? Date.now());
            void status.refetch();
          }
        }}
      />
      {waitingAfterSubmit && !timedOut && <Loading text={t('waiting')} />}
      {timedOut && (
        <ErrorAlert
          live={false}
          message={t('timeout')}
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
