/**
 * What the loan's auto-pay is (decision 056): on with which card, or off; the next automatic payment; and a last one
 * that did not go through (declined) or was not made (the rule's reason), said as an alert the borrower can act on.
 */
import { useTranslation } from 'react-i18next';
import type { TAutoPay } from '@lender/contract';
import { maskedCardNumber } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import { refusalText } from './refusal-text';

export function AutoPayStatus({ autoPay }: { autoPay: TAutoPay }) {
  const { t } = useTranslation('auto-pay');
  const format = useFormat();
  const last = autoPay.lastCharge;
  const card = autoPay.methodDisplayNumber ? maskedCardNumber(autoPay.methodDisplayNumber) : '';
  return (
    <section className={content.card} aria-labelledby="auto-pay-status">
      <h2 id="auto-pay-status">
        {autoPay.enrolled ? t('manage.onWith', { card }) : t('manage.off')}
      </h2>
      {autoPay.enrolled && autoPay.nextCharge && (
        <p>
          {t('manage.next', {
            amount: format.money(autoPay.nextCharge.amountCents),
            date: format.date(autoPay.nextCharge.dueDate),
          })}
        </p>
      )}
      {last?.status === 'posted' && last.amountCents !== null && (
        <p className={content.muted}>
          {t('manage.lastPosted', {
            amount: format.money(last.amountCents),
            date: format.date(last.dueDate),
          })}
        </p>
      )}
      {last?.status === 'failed' && (
        <div className={content.noticeDanger} role="alert">
          <p>
            {t('manage.lastFailed', {
              amount: format.money(last.amountCents ?? 0),
              date: format.date(last.dueDate),
              card: maskedCardNumber(last.cardLast4 ?? ''),
            })}
          </p>
        </div>
      )}
      {last?.status === 'skipped' && (
        <p className={content.muted}>
          {t('manage.lastSkipped', { date: format.date(last.dueDate) })}{' '}
          {last.reason ? refusalText(t, format, { code: last.reason, params: {} }) : ''}
        </p>
      )}
    </section>
  );
}
