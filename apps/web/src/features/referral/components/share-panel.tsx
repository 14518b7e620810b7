/**
 * The share link, short code and QR code, with Share (the device's share sheet when it has one,
 * else a copy of the link) and Copy link. Every share is recorded (POST /referralShare, fire and
 * forget) with where it went: shareSheet, copyLink or qrCode (the QR code shown for a friend to scan).
 * Share is offered only while the server's shareTitlemaxEnabled is on (decision 007); the link, code,
 * Copy link and the QR code always are.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReferralShareRequest } from '@lender/contract';
import { recordMarketingEvent } from '../../../shared/session/marketing-events';
import { recordShare } from '../api';
import { QrCode } from './qr-code';
import styles from './referral.module.css';

type Source = TReferralShareRequest['source'];
type Status = 'copied' | 'copyFailed' | null;

export function SharePanel({
  referralUrl,
  shortCode,
  shareSheet,
}: {
  referralUrl: string;
  shortCode: string;
  shareSheet: boolean;
}) {
  const { t } = useTranslation('referral');
  const [status, setStatus] = useState<Status>(null);
  const [showQr, setShowQr] = useState(false);
  // each share is recorded for the referral programme and, as referralShared, for marketing (decision 059)
  const record = (source: Source) => {
    recordShare({ shortCode, source });
    recordMarketingEvent('referralShared', { source });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referralUrl);
      setStatus('copied');
      record('copyLink');
    } catch {
      setStatus('copyFailed');
    }
  };

  const share = async () => {
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({
        title: t('share.shareTitle'),
        text: t('share.shareText', { code: shortCode }),
        url: referralUrl,
      });
      record('shareSheet');
    } catch {
      // closed without sharing: nothing was shared
    }
  };

  const toggleQr = () => {
    if (!showQr) record('qrCode');
    setShowQr(!showQr);
  };

  return (
    <section className={styles.card} aria-labelledby="referral-share">
      <h2 id="referral-share" className={styles.subheading}>
        {t('share.heading')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('share.link')}</dt>
        <dd className={styles.shareLink}>{referralUrl}</dd>
        <dt>{t('share.code')}</dt>
        <dd>{shortCode}</dd>
      </dl>
      <div className={styles.actions}>
        {shareSheet && (
          <button type="button" className={styles.button} onClick={() => void share()}>
            {t('share.share')}
          </button>
        )}
        <button
          type="button"
          className={shareSheet ? styles.buttonSecondary : styles.button}
          onClick={() => void copy()}
        >
          {t('share.copy')}
        </button>
        <button type="button" className={styles.link} aria-expanded={showQr} onClick={toggleQr}>
          {t(showQr ? 'share.hideQr' : 'share.showQr')}
        </button>
      </div>
      <p role="status" className={styles.muted}>
        {status && t(`share.${status}`)}
      </p>
      {showQr && (
        <>
          <QrCode value={referralUrl} label={t('share.qr')} loadingText={t('share.qrLoading')} />
          <p className={styles.muted}>{t('share.qrHint')}</p>
        </>
      )}
    </section>
  );
}
