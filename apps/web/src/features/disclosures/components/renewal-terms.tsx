/**
 * What the borrower is about to sign: the renewal's payment now and the new loan it makes (domain renewalTerms),
 * then the new loan's federal box (domain renewalDisclosure, the same computation) before "Review and sign".
 */
import { useTranslation } from 'react-i18next';
import { renewalDisclosure, renewalTerms } from '@lender/domain';
import { FederalBox } from '../../../shared/disclosure';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import { FactList } from '../../../shared/ui/fact-list';

export function RenewalTerms({
  payoffCents,
  amountCents,
  postedOn,
  cardNumber,
  lmsId,
  lead,
}: {
  payoffCents: number;
  amountCents: number;
  postedOn: string;
  cardNumber?: string;
  lmsId: string;
  /** what the terms are about, when the reader is not the one who pays (decision 054) */
  lead?: string;
}) {
  const { t } = useTranslation('disclosures');
  const format = useFormat();
  const terms = renewalTerms(payoffCents, amountCents, postedOn);
  return (
    <>
      <section className={content.card} aria-labelledby="renewal-terms">
        <h2 id="renewal-terms">{t('terms.heading')}</h2>
        <p>{lead ?? t('terms.lead', { lmsId, amount: format.money(amountCents) })}</p>
        <FactList
          facts={[
            [t('terms.paidNow'), format.money(terms.amountPaidCents)],
            [
              t('terms.card'),
              cardNumber ? t('terms.cardEnding', { lastFour: cardNumber }) : undefined,
            ],
            [t('terms.newPrincipal'), format.money(terms.newPrincipalCents)],
            [t('terms.financeCharge'), format.money(terms.financeChargeCents)],
            [t('terms.newPayoff'), format.money(terms.newPayoffCents)],
            [t('terms.dueDate'), format.date(terms.newDueDate)],
          ]}
        />
      </section>
      <FederalBox disclosure={renewalDisclosure(payoffCents, amountCents, postedOn)} />
    </>
  );
}
