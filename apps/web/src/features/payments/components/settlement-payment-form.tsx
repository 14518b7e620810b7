/**
 * MakePayment while the loan's settlement is signed (decision 045): what she has paid of the agreed sum and what is
 * left, and the amount to pay now — the rest of the settlement, or a part of it — checked as typed by the domain's
 * settlementPaymentCheck. The payment says what it does (settles the loan, or what will be left) before she goes on;
 * an amount above what is left, or a settlement out of tries, is refused here with the reason, before any card.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import { formatPhoneDisplay, PaymentType, settlementRemainingCents } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import type { OpenSettlement } from '../../../shared/offers';
import { routePath } from '../../../shared/routing/route-path';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { AmountChoiceGroup } from '../../../shared/ui/amount-choice-group';
import { settlementRefusalText } from '../failure-text';
import { useServerSettings } from '../../../shared/config/config-settings';
import { checkSettlementAmount, type SettlementChoice } from '../settlement-amount';
import type { PaymentRoute } from '../use-payment-route';
import { ErrorAlert } from './query-state';
import styles from './payments.module.css';

export interface SettlementPaymentFormProps {
  route: PaymentRoute;
  loan: TAccountDetailResponse;
  settlement: OpenSettlement;
  guest: boolean;
  /** MakePayment's amount state (it outlives this form, which a refetch of the loan or the settlement may remount) */
  choice: SettlementChoice | undefined;
  onChoice: (choice: SettlementChoice) => void;
  otherText: string;
  onOtherText: (text: string) => void;
  attempted: boolean;
  onAttempt: () => void;
  onContinue: (loan: TAccountDetailResponse) => void;
  busy: boolean;
  lockError: string | null;
}

export function SettlementPaymentForm(props: SettlementPaymentFormProps) {
  const {
    route,
    loan,
    settlement,
    guest,
    choice,
    onChoice,
    otherText,
    onOtherText,
    attempted,
    onAttempt,
    onContinue,
    busy,
    lockError,
  } = props;
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { status, account } = settlement;
  const remaining = settlementRemainingCents(account);
  const { settlementPaymentRetryLimit } = useServerSettings();
  const check = checkSettlementAmount(
    account,
    choice,
    otherText,
    new Date(),
    settlementPaymentRetryLimit,
  );
  const refusal = check && !check.ok ? settlementRefusalText(t, check) : undefined;
  const otherTouched = attempted || (choice === 'other' && /\.\d{2}$/.test(otherText));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onAttempt();
    if (!choice || !check?.ok || busy) return;
    usePaymentStore.getState().update({
      loanId: loan.loanId,
      lmsId: loan.lmsId,
      brand: route.brand,
      paymentAmount: check.cents,
      paymentAmountType: 'other',
      amountChoice: choice,
      otherAmountText: choice === 'other' ? otherText : undefined,
      // an ordinary payment: the server counts it toward the settlement, as this form does
      paymentType: PaymentType.Payment,
      isPayoff: false,
      isPartial: false,
      guestPayment: guest,
      isAlternatesTurn: loan.isAlternate,
      storePhoneNumber: loan.storePhoneNumber,
      idempotencyKey: undefined,
      paymentKey: undefined,
      pending: false,
      result: undefined,
    });
    onContinue(loan);
  };

  const summary = (
    <div className={styles.notice} role="note" aria-labelledby="open-settlement-note">
      <p>
        <strong id="open-settlement-note">{t('settlement.openTitle')}</strong>{' '}
        {t('settlement.openNote', {
          paid: format.money(status.paidCents),
          total: format.money(status.settlementAmountCents),
          remaining: format.money(remaining),
          lmsId: loan.lmsId,
        })}
      </p>
      <Link
        className={styles.link}
        to={routePath(`${route.brand}-SettlementOffer`, { loanId: loan.loanId })}
      >
        {t('settlement.openAction')}
      </Link>
    </div>
  );

  if (status.retriesLeft === 0) {
    return (
      <>
        {summary}
        <ErrorAlert message={t('settlement.errors.retriesExhausted')} />
        {loan.storePhoneNumber && (
          <p className={styles.lead}>
            {t('settlement.callStore', { phone: formatPhoneDisplay(loan.storePhoneNumber) })}
          </p>
        )}
      </>
    );
  }

  return (
    <>
      {summary}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.lead}>{t('makePayment.lead', { lmsId: loan.lmsId })}</p>
        <AmountChoiceGroup<SettlementChoice>
          legend={t('makePayment.amountLegend')}
          options={[{ value: 'settlement', cents: remaining, label: t('settlement.rest') }]}
          otherValue="other"
          otherLabel={t('makePayment.other')}
          otherAmountLabel={t('makePayment.otherAmount')}
          choice={choice}
          onChoice={onChoice}
          otherText={otherText}
          onOtherText={onOtherText}
          otherError={choice === 'other' && otherTouched ? refusal : undefined}
          groupError={
            !attempted
              ? undefined
              : !choice
                ? t('makePayment.chooseAmount')
                : choice !== 'other'
                  ? refusal
                  : undefined
          }
        />
        {check?.ok && check.towardSettlement && (
          <p className={styles.muted}>
            {check.settles
              ? t('settlement.settles', { lmsId: loan.lmsId })
              : t('settlement.leaves', { amount: format.money(check.remainingAfterCents) })}
          </p>
        )}
        {lockError && <ErrorAlert message={lockError} />}
        <button type="submit" className={styles.button} disabled={busy}>
          {t('common.continue')}
        </button>
      </form>
    </>
  );
}
