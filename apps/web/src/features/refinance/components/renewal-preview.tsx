/**
 * What the renewal would make, before anything is committed (domain renewalTerms: the payment applied to the
 * loan's payoff, the rest one term of the new loan): paid today, new loan amount, finance charge, estimated payment,
 * new due date (spec §5 MM/DD/YYYY).
 */
import { useTranslation } from 'react-i18next';
import type { RenewalTerms } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import { FactList } from '../../../shared/ui/fact-list';

export function RenewalPreview({ terms }: { terms: RenewalTerms }) {
  const { t } = useTranslation('refinance');
  const format = useFormat();
  return (
    <section className={content.card} aria-labelledby="renewal-preview-heading">
      <h2 id="renewal-preview-heading">{t('productSwitch.previewHeading')}</h2>
      <FactList
        facts={[
          [t('productSwitch.paidToday'), format.money(terms.amountPaidCents)],
          ...(terms.cashOutCents > 0
            ? [[t('cashBack.preview'), format.money(terms.cashOutCents)] as [string, string]]
            : []),
          [t('productSwitch.newPrincipal'), format.money(terms.newPrincipalCents)],
          [t('productSwitch.financeCharge'), format.money(terms.financeChargeCents)],
          [t('productSwitch.estimatedPayment'), format.money(terms.estimatedPaymentCents)],
          [t('productSwitch.newDueDate'), format.date(terms.newDueDate)],
        ]}
      />
      <p className={content.muted}>{t('productSwitch.previewNote')}</p>
    </section>
  );
}
