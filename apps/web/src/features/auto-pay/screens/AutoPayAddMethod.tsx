/**
 * {brand}-AutoPayAddMethod (spec §2 Payment group, §5 Adding a card): the processor's hosted card form (shared
 * cards), the card saved to the borrower's account since auto-pay charges it on each due date; the new card goes
 * back to AutoPayConfirm. Cancel returns to the card list. With no renewal in progress the new card becomes the loan's
 * own auto-pay card (decision 056; useChooseAutoPayCard, as AutoPayUpdatePaymentMethod).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentCard } from '@lender/contract';
import { HostedCardForm } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { useRenewalInProgress, useRenewalRoute } from '../../../shared/refinance/step-route';
import content from '../../../shared/ui/content.module.css';
import { ErrorAlert } from '../../../shared/ui/query-state';
import { autoPayCardOf } from '../components/auto-pay-card';
import { useChooseAutoPayCard } from '../components/use-choose-auto-pay-card';

export default function AutoPayAddMethod() {
  const { t } = useTranslation('auto-pay');
  useHeader('auto-pay:add.title', 'back');
  const { loanId, go } = useRenewalRoute();
  const inProgress = useRenewalInProgress(loanId);
  const { use, error } = useChooseAutoPayCard(loanId, !inProgress, go);
  const onAdded = useCallback(
    (card: TPaymentCard) =>
      inProgress
        ? go('AutoPayConfirm', { state: { autoPayCard: autoPayCardOf(card) } })
        : use(autoPayCardOf(card)),
    [go, inProgress, use],
  );
  const onCancel = useCallback(() => go('AutoPayUpdatePaymentMethod'), [go]);

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('add.heading')}</h1>
      <p className={content.muted}>{t('add.saved')}</p>
      {error && <ErrorAlert message={error} />}
      <HostedCardForm save onAdded={onAdded} onCancel={onCancel} transactionType="payment" />
    </div>
  );
}
