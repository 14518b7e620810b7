/**
 * {brand}-AutoPayAddMethod (spec §2 Payment group, §5 Adding a card): the processor's hosted card form (shared
 * cards), the card saved to the borrower's account since auto-pay charges it on each due date; the new card goes
 * back to AutoPayConfirm. Cancel returns to the card list.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaymentCard } from '@lender/contract';
import { HostedCardForm } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { NoRenewal } from '../../../shared/refinance/no-renewal';
import { useRenewalInProgress, useRenewalRoute } from '../../../shared/refinance/step-route';
import content from '../../../shared/ui/content.module.css';
import { autoPayCardOf } from '../components/auto-pay-card';

export default function AutoPayAddMethod() {
  const { t } = useTranslation('auto-pay');
  useHeader('auto-pay:add.title', 'back');
  const { loanId, pathOf, go } = useRenewalRoute();
  const inProgress = useRenewalInProgress(loanId);
  const onAdded = useCallback(
    (card: TPaymentCard) => go('AutoPayConfirm', { state: { autoPayCard: autoPayCardOf(card) } }),
    [go],
  );
  const onCancel = useCallback(() => go('AutoPayUpdatePaymentMethod'), [go]);
  if (!inProgress)
    return (
      <NoRenewal
        heading={t('add.heading')}
        lead={t('common.noRenewal')}
        linkText={t('common.backToLoan')}
        accountPath={pathOf('AccountDetails')}
      />
    );

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('add.heading')}</h1>
      <p className={content.muted}>{t('add.saved')}</p>
      <HostedCardForm save onAdded={onAdded} onCancel={onCancel} transactionType="payment" />
    </div>
  );
}
