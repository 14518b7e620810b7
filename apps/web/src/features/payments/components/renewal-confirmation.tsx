/**
 * ConfirmPayment of a renewal (spec §3 Payment confirmation: new loan; decision 026): the new loan (number, due date,
 * principal balance, payoff), auto-pay and the products chosen, "Go to my loans", and "Cancel this renewal" while the
 * domain's renewalCancelRefusal allows it (the business day it posted, not cancelled). After a cancel
 * (?isCancelledRefi=true, spec §2) the renewal's cancelled view says where the money goes and that the old loan is
 * as it was, with the reason given.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPaymentConfirmation, TRenewalCashOut, TRenewalConfirmation } from '@lender/contract';
import { maskedCardNumber, paymentPostingDate, renewalCancelRefusal } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import type { CancelReason } from '../../../shared/refinance/cancel-reasons';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { paymentStatusQuery } from '../api';
import type { PaymentRoute } from '../use-payment-route';
import { Facts } from './facts';
import styles from './payments.module.css';

const clearPayment = () => usePaymentStore.getState().clear();

export function RenewalDetails({
  result,
  renewal,
  route,
}: {
  result: TPaymentConfirmation;
  renewal: TRenewalConfirmation;
  route: PaymentRoute;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const today = useMemo(() => paymentPostingDate(new Date()), []);
  const cancellable =
    renewalCancelRefusal({
      postedOn: result.paymentDate,
      today,
      newLoanHasActivity: false,
      cancelled: renewal.cancelled,
    }) === null;
  const products = renewal.ancillaryProductIds
    .map((id) => t(`renewal.productNames.${id}`, { defaultValue: id }))
    .join(', ');
  return (
    <>
      <section className={styles.card} aria-labelledby="renewal-new-loan">
        <h2 id="renewal-new-loan">{t('renewal.newLoanHeading')}</h2>
        <Facts
          facts={[
            { label: t('renewal.newLoan'), value: renewal.newLoanLmsId },
            {
              label: t('renewal.newDueDate'),
              value: format.date(renewal.newLoanDueDate),
              said: format.spokenDate(renewal.newLoanDueDate),
            },
            {
              label: t('renewal.principalBalance'),
              value: format.money(renewal.newPrincipalBalanceCents),
            },
            { label: t('renewal.newPayoff'), value: format.money(renewal.newPayoffCents) },
            {
              label: t('renewal.autoPay'),
              value: t(renewal.autoPayEnrolled ? 'renewal.autoPayOn' : 'renewal.autoPayOff'),
            },
            { label: t('renewal.products'), value: products || t('renewal.noProducts') },
          ]}
        />
      </section>
      {renewal.cashOut && <CashOutDetails cashOut={renewal.cashOut} />}
      {cancellable && (
        <p>
          {t('renewal.cancelNote')}{' '}
          <Link className={styles.link} to={route.pathOf('CancelRenewal')}>
            {t('renewal.cancelLink')}
          </Link>
        </p>
      )}
    </>
  );
}

/** The renewal's cash back (decision 057): "$200.00 sent to card ending 1111" and its confirmation number. */
/** How often the confirmation asks again while the cash back is still on its way (the job pushes it in seconds). */
export const CASH_OUT_RECHECK_MS = 2_000;

/**
 * The cash back as the server says now: while it is 'sending', GET /payment?key= is asked again every
 * CASH_OUT_RECHECK_MS until the job has pushed it (or the card refused it), so the screen never stays on "on its way".
 */
function useCashOutNow(shown: TRenewalCashOut): TRenewalCashOut {
  const paymentKey = usePaymentStore((state) => state.paymentKey);
  const sending = shown.status === 'sending' && paymentKey !== undefined;
  const { data } = useQuery({
    ...paymentStatusQuery(paymentKey ?? ''),
    enabled: sending,
    refetchInterval: (query) =>
      query.state.data === undefined ||
      query.state.data.confirmation?.renewal?.cashOut?.status === 'sending'
        ? CASH_OUT_RECHECK_MS
        : false,
  });
  return data?.confirmation?.renewal?.cashOut ?? shown;
}

function CashOutDetails({ cashOut: shown }: { cashOut: TRenewalCashOut }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const cashOut = useCashOutNow(shown);
  const key = {
    sending: 'renewal.cashOutSending',
    sent: 'renewal.cashOutSent',
    declined: 'renewal.cashOutDeclined',
    cancelled: 'renewal.cashOutCancelled',
    owed: 'renewal.cashOutOwed',
  }[cashOut.status];
  return (
    <section className={styles.card} aria-labelledby="renewal-cash-out">
      <h2 id="renewal-cash-out">{t('renewal.cashOutHeading')}</h2>
      <p>
        {t(key, {
          amount: format.money(cashOut.disbursementAmountCents),
          last4: cashOut.cardNumber,
        })}
      </p>
      <Facts
        facts={[{ label: t('renewal.cashOutConfirmation'), value: cashOut.confirmationNumber }]}
      />
    </section>
  );
}

/** "Go to my loans": the Dashboard (the renewed loan is gone from it, the new one there); the payment is over. */
export function GoToMyLoans({ route }: { route: PaymentRoute }) {
  const { t } = useTranslation('payments');
  return (
    <Link className={styles.button} to={route.pathOf('Dashboard')} onClick={clearPayment}>
      {t('renewal.goToLoans')}
    </Link>
  );
}

export function RenewalCancelled({
  result,
  renewal,
  reason,
  route,
}: {
  result: TPaymentConfirmation;
  renewal: TRenewalConfirmation;
  reason: CancelReason | undefined;
  route: PaymentRoute;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('renewal.cancelledHeading')}</h1>
      <div className={styles.success}>
        <p>
          {t('renewal.cancelledRefund', {
            amount: format.money(result.amountPaidCents),
            card: maskedCardNumber(result.cardNumber),
          })}
        </p>
      </div>
      <ul>
        <li>{t('renewal.cancelledRestored', { lmsId: result.lmsId })}</li>
        <li>{t('renewal.cancelledVoided', { newLmsId: renewal.newLoanLmsId })}</li>
      </ul>
      {reason && <p>{t('renewal.cancelledReason', { reason: t(`renewal.reasons.${reason}`) })}</p>}
      <div className={styles.actions}>
        <GoToMyLoans route={route} />
      </div>
    </div>
  );
}
