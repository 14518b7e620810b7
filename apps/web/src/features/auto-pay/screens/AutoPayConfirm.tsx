/**
 * {brand}-AutoPayConfirm (spec §2 Payment group, §3 Payment state auto-pay; decision 026): after the products, the
 * borrower says whether the new loan pays itself on its due date, with the paying card or another one
 * (AutoPayUpdatePaymentMethod). The answer goes into the payment slice (autoPay) and the renewal goes on to
 * PaymentProcessing, which sends it with POST /payment. With no renewal in progress (from the loan's details, or
 * after a payment) it is the loan's own auto-pay: enrol, change card, leave (ManageAutoPay, decision 056).
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { refinanceStepAfter } from '../../../shared/refinance/flow';
import {
  useRenewalFlowFacts,
  useRenewalInProgress,
  useRenewalRoute,
} from '../../../shared/refinance/step-route';
import { usePaymentStore } from '../../../shared/session/payment-store';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { chosenAutoPayCard, paidWith, payingCard } from '../components/auto-pay-card';
import { ManageAutoPay } from '../components/manage-auto-pay';

export default function AutoPayConfirm() {
  const { t } = useTranslation('auto-pay');
  useHeader('auto-pay:confirm.title', 'back');
  const { loanId, pathOf, go } = useRenewalRoute();
  const inProgress = useRenewalInProgress(loanId);
  const payment = usePaymentStore();
  const facts = useRenewalFlowFacts(undefined);
  const { state } = useLocation();
  const chosen = chosenAutoPayCard(state);
  const card = chosen ?? payingCard(payment);
  if (!inProgress)
    return (
      <ManageAutoPay
        loanId={loanId}
        pathOf={pathOf}
        card={chosen ?? paidWith(payment, loanId)}
        enrolledBefore={(state as { autoPayDone?: string } | null)?.autoPayDone === 'on'}
      />
    );

  const next = refinanceStepAfter('AutoPayConfirm', facts);
  const answer = (enrolled: boolean) => {
    usePaymentStore
      .getState()
      .update({ autoPay: enrolled && card ? { enrolled: true, ...card } : { enrolled: false } });
    go(next);
  };

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('confirm.heading')}</h1>
      <section className={content.card} aria-labelledby="auto-pay-question">
        <h2 id="auto-pay-question">
          {card
            ? t('confirm.question', { lastFour: card.cardNumber })
            : t('confirm.questionNoCard')}
        </h2>
        <p>{t('confirm.lead')}</p>
        {!card && <p>{t('confirm.payingCardNotSaved')}</p>}
      </section>
      <div className={controls.actions}>
        {card && (
          <button type="button" className={controls.button} onClick={() => answer(true)}>
            {t('confirm.yes')}
          </button>
        )}
        <button type="button" className={controls.buttonSecondary} onClick={() => answer(false)}>
          {t('confirm.no')}
        </button>
        <Link
          className={card ? controls.link : controls.button}
          to={pathOf('AutoPayUpdatePaymentMethod')}
          state={card ? { autoPayCard: card } : undefined}
        >
          {t('confirm.otherCard')}
        </Link>
      </div>
    </div>
  );
}
