/**
 * ReferralLink (/Refer/:shortCode, the path of the domain's referralLinkPath): where a referral link
 * or its QR code lands. The scan is recorded once per browser and code (POST /referralScans,
 * remembered in localStorage); "Gina invited you" when the referrer is known; Register carries the
 * code. An unknown code says so and lets the person register without one.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TReferralScanResponse } from '@lender/contract';
import { normalizeShortCode } from '@lender/domain';
import { ApiError } from '../../../shared/http/client';
import { useHeader } from '../../../shared/layout/use-header';
import { carryReferralCode, dropReferralCode } from '../../../shared/referral/carried-code';
import { routePath } from '../../../shared/routing/route-path';
import { Loading } from '../../../shared/ui/query-state';
import { recordScan } from '../api';
import { referralErrorCode } from '../components/error-text';
import styles from '../components/referral.module.css';

export const SCANNED_CODES_KEY = 'referral.scannedCodes';

type Seen = Record<string, { referrerFirstName: string | null }>;

function seenCodes(): Seen {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SCANNED_CODES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Seen) : {};
  } catch {
    return {};
  }
}

type View =
  | { kind: 'loading' }
  | { kind: 'known'; referrerFirstName: string | null }
  | { kind: 'unknown' }
  | { kind: 'unchecked' };

/** In-flight scans by code: a re-render (or React's double effect in development) records once. */
const inFlight = new Map<string, Promise<TReferralScanResponse>>();

function scanOnce(code: string): Promise<TReferralScanResponse> {
  const seen = seenCodes()[code];
  if (seen) return Promise.resolve({ shortCode: code, referrerFirstName: seen.referrerFirstName });
  let scan = inFlight.get(code);
  if (!scan) {
    scan = recordScan(code).then((answer) => {
      localStorage.setItem(
        SCANNED_CODES_KEY,
        JSON.stringify({ ...seenCodes(), [code]: { referrerFirstName: answer.referrerFirstName } }),
      );
      return answer;
    });
    scan.finally(() => inFlight.delete(code)).catch(() => undefined);
    inFlight.set(code, scan);
  }
  return scan;
}

export default function ReferralLink() {
  const { t } = useTranslation('referral');
  useHeader('referral:link.title', 'none');
  const code = normalizeShortCode(useParams().shortCode);
  const [view, setView] = useState<View>(code ? { kind: 'loading' } : { kind: 'unknown' });

  useEffect(() => {
    if (!code) {
      dropReferralCode();
      return undefined;
    }
    let live = true;
    scanOnce(code).then(
      (answer) => {
        carryReferralCode(code);
        if (live) setView({ kind: 'known', referrerFirstName: answer.referrerFirstName });
      },
      (error: unknown) => {
        const unknown =
          referralErrorCode(error) === 'ReferralCodeNotFound' ||
          (error instanceof ApiError && error.status === 404);
        if (unknown) dropReferralCode();
        else carryReferralCode(code);
        if (live) setView(unknown ? { kind: 'unknown' } : { kind: 'unchecked' });
      },
    );
    return () => {
      live = false;
    };
  }, [code]);

  const register = routePath('Register');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {view.kind === 'known'
          ? view.referrerFirstName
            ? t('link.invited', { name: view.referrerFirstName })
            : t('link.invitedNoName')
          : t('link.heading')}
      </h1>
      {view.kind === 'loading' && <Loading text={t('link.loading')} />}
      {(view.kind === 'known' || view.kind === 'unchecked') && code && (
        <>
          {view.kind === 'unchecked' && <p className={styles.muted}>{t('link.error')}</p>}
          <p className={styles.lead}>{t('link.lead', { code })}</p>
          <Link className={styles.button} to={`${register}?ref=${code}`}>
            {t('link.register')}
          </Link>
        </>
      )}
      {view.kind === 'unknown' && (
        <>
          <p role="alert" className={styles.lead}>
            {t('link.unknown')}
          </p>
          <Link className={styles.button} to={register}>
            {t('link.registerWithout')}
          </Link>
        </>
      )}
    </div>
  );
}
