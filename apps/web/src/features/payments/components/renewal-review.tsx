/**
 * ReviewPayment of a renewal (decision 026): the payment (amount, card, loan, posting date) and the new loan it
 * makes; nothing is charged here. "Continue" goes on in the renewal's order (shared/refinance/flow.ts) to
 * AccountDisclosures (the location was checked first, before ProductSwitch).
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import { locationRequirement, paymentPostingDate } from '@lender/domain';
import { useServerSettings } from '../../../shared/config/config-settings';
import { refinanceStepAfter } from '../../../shared/refinance/flow';
import type { PaymentData } from '../../../shared/session/payment-store';
import type { PaymentRoute } from '../use-payment-route';
import { PaymentFacts } from './payment-facts';
import { RenewalFacts } from './renewal-facts';
import styles from './payments.module.css';

export function RenewalReview({
  route,
  loan,
  state,
  postingDate,
}: {
  route: PaymentRoute;
  loan: TAccountDetailResponse;
  state: PaymentData;
  postingDate?: string;
}) {
  const { t } = useTranslation('payments');
  const settings = useServerSettings();
  const navigate = useNavigate();
  const onContinue = () => {
    const next = refinanceStepAfter('ReviewPayment', {
      locationCheck: locationRequirement(settings, 'refinance').check,
      offerAutoPay: settings.autoPayRefinance && !loan.validations.skipAutoPayConfirm,
      cosigned: loan.isAlternate || Boolean(loan.cosignerId),
    });
    void navigate(route.pathOf(next));
  };
  return (
    <>
      <section className={styles.card} aria-label={t('renewal.summary')}>
        <PaymentFacts state={state} lmsId={loan.lmsId} postingDate={postingDate} />
        <p className={styles.muted}>{t('common.postingRule')}</p>
      </section>
      <RenewalFacts
        payoffCents={loan.payoffAmountCents}
        amountCents={state.paymentAmount ?? 0}
        postedOn={postingDate ?? paymentPostingDate(new Date())}
      />
      <p className={styles.lead}>{t('renewal.nextSteps')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onContinue}>
          {t('renewal.continue')}
        </button>
        <Link className={styles.buttonSecondary} to={route.pathOf('SelectPaymentMethod')}>
          {t('review.changeCard')}
        </Link>
        <Link className={styles.link} to={route.pathOf('ProductSwitch')}>
          {t('renewal.changeAmount')}
        </Link>
      </div>
    </>
  );
}
