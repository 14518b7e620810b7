/**
 * ReferRedeemAddCard (spec §2 Referral group, §4 Referral payout 1–2): the processor's hosted card
 * form for a cash-out (GET /cardFormKey?transactionType=cashOut), then what it took (GET
 * /cardSecureAcceptance). A card that cannot receive funds is refused with another try; a debit
 * card that can is kept (last 4, type, names, the form's transactionUuid) for the review.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HostedCardForm } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { routePath } from '../../../shared/routing/route-path';
import { ErrorAlert, Loading, errorReason } from '../../../shared/ui/query-state';
import { getSecureAcceptance } from '../api';
import styles from '../components/referral.module.css';
import { useReferralStore } from '../store';

type Step =
  | { kind: 'form' }
  | { kind: 'checking' }
  | { kind: 'cannotReceive' }
  | { kind: 'error'; reason: string };

export default function ReferRedeemAddCard() {
  const { t } = useTranslation('referral');
  useHeader('referral:addCard.title', 'back');
  const navigate = useNavigate();
  const setPayoutCard = useReferralStore((s) => s.setPayoutCard);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [attempt, setAttempt] = useState(0);

  const onToken = useCallback(
    (transactionUuid: string) => {
      setStep({ kind: 'checking' });
      getSecureAcceptance(transactionUuid).then(
        (card) => {
          if (!card.canDisburse) return setStep({ kind: 'cannotReceive' });
          setPayoutCard({
            transactionUuid,
            cardNumber: card.cardNumber,
            cardType: card.cardType,
            firstName: card.firstName,
            lastName: card.lastName,
          });
          void navigate(routePath('ReferRedeemReview'));
        },
        (error: unknown) => setStep({ kind: 'error', reason: errorReason(error) }),
      );
    },
    [navigate, setPayoutCard],
  );
  const onCancel = useCallback(() => void navigate(routePath('ReferralRewardsHome')), [navigate]);
  const another = () => {
    setAttempt((n) => n + 1);
    setStep({ kind: 'form' });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('addCard.heading')}</h1>
      <p className={styles.lead}>{t('addCard.lead')}</p>
      {step.kind === 'form' && (
        <HostedCardForm
          key={attempt}
          save={false}
          transactionType="cashOut"
          onToken={onToken}
          onCancel={onCancel}
        />
      )}
      {step.kind === 'checking' && <Loading text={t('addCard.checking')} />}
      {step.kind === 'error' && (
        <ErrorAlert message={t('addCard.checkError', { reason: step.reason })} onRetry={another} />
      )}
      {step.kind === 'cannotReceive' && (
        <>
          <ErrorAlert message={t('addCard.cannotReceive')} />
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={another}>
              {t('addCard.tryAnother')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
