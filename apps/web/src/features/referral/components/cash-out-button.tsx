/**
 * Cash out: disabled with its reason while the domain refuses a cash-out of the whole balance (no
 * balance, or one already on its way); else GET /referralProfile decides the next screen: what is
 * missing for a payout is asked on ReferCompleteProfile, otherwise the card (ReferRedeemAddCard).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { cashOutRefusal } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { referralProfileQuery } from '../api';
import styles from './referral.module.css';

export function CashOutButton({
  balanceCents,
  pending,
}: {
  balanceCents: number;
  pending: boolean;
}) {
  const { t } = useTranslation('referral');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'checking' | 'error'>('idle');
  const refusal = cashOutRefusal({
    amountCents: balanceCents,
    availableCents: balanceCents,
    pending,
  });
  const reason =
    refusal?.code === 'cashOutPending'
      ? t('home.pendingBlocks')
      : refusal
        ? t('home.zeroBalance')
        : null;

  const cashOut = async () => {
    if (state === 'checking') return;
    setState('checking');
    try {
      const profile = await queryClient.fetchQuery(referralProfileQuery());
      void navigate(
        routePath(profile.missing.length > 0 ? 'ReferCompleteProfile' : 'ReferRedeemAddCard'),
      );
    } catch {
      setState('error');
    }
  };

  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={Boolean(refusal) || state === 'checking'}
          aria-describedby={reason ? 'referral-cash-out-reason' : undefined}
          onClick={() => void cashOut()}
        >
          {t('home.cashOut')}
        </button>
      </div>
      {reason && (
        <p id="referral-cash-out-reason" className={styles.muted}>
          {reason}
        </p>
      )}
      {state === 'checking' && <Loading text={t('home.checking')} />}
      {state === 'error' && (
        <ErrorAlert message={t('home.profileError')} onRetry={() => void cashOut()} />
      )}
    </>
  );
}
