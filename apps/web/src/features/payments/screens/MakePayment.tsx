/**
 * {brand}-MakePayment (spec §2 Payment group, §4 Payment, Partial payment, Alternate-party lockout,
 * §5 Currency input): choose the minimum, the payoff or another amount; the amount is checked as it
 * is typed (validatePaymentAmount); a partial payment shows its note; continue takes the
 * alternate-party lock where needed and goes on in the flow. While the loan's settlement is signed, every payment
 * counts toward it (decision 045): the settlement's form (components/settlement-payment-form.tsx) instead. Opened
 * with ?amount=reinstate ("Pay $X to keep my vehicle"), it starts on the reinstatement amount itself (issue 48).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PaymentType, paymentAmountChoices, paymentFactsOfLoan } from '@lender/domain';
import { useHeader } from '../../../shared/layout/use-header';
import { useOpenSettlement, useSettlementOfferOn } from '../../../shared/offers';
import { routePath } from '../../../shared/routing/route-path';
import { usePaymentStore, type PaymentAmountChoice } from '../../../shared/session/payment-store';
import { amountTypeOf, checkAmount } from '../amount-selection';
import { AmountChoices } from '../components/amount-choices';
import { ErrorAlert, Loading, LoanQueryState } from '../components/query-state';
import { ReinstatementStart } from '../components/reinstatement-start';
import { SettlementPaymentForm } from '../components/settlement-payment-form';
import { amountRefusalText } from '../failure-text';
import styles from '../components/payments.module.css';
import { usePaymentContext } from '../use-payment-context';
import { useLockAndContinue } from '../use-lock-and-continue';
import { useFormat } from '../../../shared/i18n/format';

/** The amount chosen earlier in this loan's unfinished payment (back from a later step, a reload). */
function savedDraft(loanId: string) {
  const saved = usePaymentStore.getState();
  return saved.loanId === loanId && !saved.result && !saved.isRefi ? saved : undefined;
}

export default function MakePayment() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { route, loanQuery, loan, payer } = usePaymentContext();
  const [choice, setChoice] = useState<PaymentAmountChoice | undefined>(
    () => savedDraft(route.loanId)?.amountChoice,
  );
  const [otherText, setOtherText] = useState(() => savedDraft(route.loanId)?.otherAmountText ?? '');
  const [attempted, setAttempted] = useState(false);
  const { proceed, busy, lockError } = useLockAndContinue(route, payer);
  // an open settlement offer on the loan: MakePayment points to it (issue 12)
  const settlementOffer = useSettlementOfferOn(route.loanId, !payer.guest);
  // a signed settlement governs the loan's payments (decision 045)
  const openSettlement = useOpenSettlement(route.loanId, !payer.guest);
  const settlementGoverns = openSettlement.loading || openSettlement.settlement !== undefined;

  useEffect(() => {
    const current = usePaymentStore.getState();
    // a renewal's draft is not this payment's: its disclosure, products and auto-pay go with it
    if (current.loanId !== route.loanId || current.result || current.isRefi) {
      current.clear();
      current.update({ loanId: route.loanId, brand: route.brand });
    }
  }, [route.loanId, route.brand]);

  const facts = useMemo(() => (loan ? paymentFactsOfLoan(loan) : null), [loan]);
  const choices = useMemo(() => (facts ? paymentAmountChoices(facts) : null), [facts]);
  // "Pay $X to keep my vehicle": the reinstatement amount itself, while the loan has one
  const [search] = useSearchParams();
  const reinstateStart =
    search.get('amount') === 'reinstate' && choices?.reinstateCents != null
      ? choices.reinstateCents
      : null;
  const chosen = reinstateStart !== null ? 'reinstate' : choice;
  useHeader(
    reinstateStart !== null ? 'payments:reinstatement.title' : 'payments:makePayment.title',
    'back',
  );
  const check = facts && choices ? checkAmount(facts, choices, chosen, otherText) : null;
  const otherTouched = attempted || (choice === 'other' && /\.\d{2}$/.test(otherText));
  const otherError =
    choice === 'other' && otherTouched && check && !check.ok
      ? amountRefusalText(t, check)
      : undefined;

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    if (!loan || !chosen || !check?.ok || busy) return;
    usePaymentStore.getState().update({
      loanId: loan.loanId,
      lmsId: loan.lmsId,
      brand: route.brand,
      paymentAmount: check.cents,
      paymentAmountType: amountTypeOf(chosen),
      amountChoice: chosen,
      otherAmountText: chosen === 'other' ? otherText : undefined,
      paymentType: PaymentType.Payment,
      isPayoff: check.isPayoff,
      isPartial: check.isPartial,
      guestPayment: payer.guest,
      isAlternatesTurn: loan.isAlternate,
      storePhoneNumber: loan.storePhoneNumber,
      idempotencyKey: undefined,
      paymentKey: undefined,
      pending: false,
      result: undefined,
    });
    void proceed(loan);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {t(reinstateStart !== null ? 'reinstatement.heading' : 'makePayment.heading')}
      </h1>
      <LoanQueryState query={loanQuery}>
        <Link className={styles.link} to={route.pathOf('Dashboard')}>
          {t('common.backToAccounts')}
        </Link>
      </LoanQueryState>
      {loan && openSettlement.loading && <Loading text={t('settlement.loading')} />}
      {loan && openSettlement.settlement && (
        <SettlementPaymentForm
          route={route}
          loan={loan}
          settlement={openSettlement.settlement}
          guest={payer.guest}
          choice={choice === 'settlement' || choice === 'other' ? choice : undefined}
          onChoice={setChoice}
          otherText={otherText}
          onOtherText={setOtherText}
          attempted={attempted}
          onAttempt={() => setAttempted(true)}
          onContinue={(paid) => void proceed(paid)}
          busy={busy}
          lockError={lockError}
        />
      )}
      {loan && !settlementGoverns && settlementOffer?.settlementAmountCents && (
        <div className={styles.notice} role="note" aria-labelledby="settlement-offer-note">
          <p>
            <strong id="settlement-offer-note">{t('makePayment.settlementTitle')}</strong>{' '}
            {t('makePayment.settlementNote', {
              amount: format.money(settlementOffer.settlementAmountCents),
            })}
          </p>
          <Link
            className={styles.link}
            to={routePath(`${route.brand}-SettlementOffer`, { loanId: loan.loanId })}
          >
            {t('makePayment.settlementAction')}
          </Link>
        </div>
      )}
      {loan && facts && choices && (!facts.payable || facts.paidOff) && (
        <>
          <p className={styles.lead}>{t('makePayment.notPayable', { lmsId: loan.lmsId })}</p>
          <Link className={styles.link} to={route.pathOf('AccountDetails')}>
            {t('common.backToAccount')}
          </Link>
        </>
      )}
      {loan && facts && !settlementGoverns && reinstateStart !== null && (
        <ReinstatementStart
          lmsId={loan.lmsId}
          reinstateCents={reinstateStart}
          otherAmountsPath={route.pathOf('MakePayment')}
          busy={busy}
          lockError={lockError}
          onContinue={() => onSubmit()}
        />
      )}
      {loan &&
        facts &&
        choices &&
        facts.payable &&
        !facts.paidOff &&
        !settlementGoverns &&
        reinstateStart === null && (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <p className={styles.lead}>{t('makePayment.lead', { lmsId: loan.lmsId })}</p>
            <AmountChoices
              choices={choices}
              choice={choice}
              onChoice={setChoice}
              otherText={otherText}
              onOtherText={setOtherText}
              otherError={otherError}
              error={
                !attempted
                  ? undefined
                  : !choice
                    ? t('makePayment.chooseAmount')
                    : choice !== 'other' && check && !check.ok
                      ? amountRefusalText(t, check)
                      : undefined
              }
            />
            {check?.ok && check.isPartial && (
              <div className={styles.notice} role="note" aria-label={t('makePayment.partialTitle')}>
                <p>
                  <strong>{t('makePayment.partialTitle')}</strong>{' '}
                  {t('makePayment.partialNote', {
                    minimum: format.money(facts.minimumRequiredAmountCents),
                    days: facts.daysLate,
                  })}
                </p>
              </div>
            )}
            {check?.ok && check.isPayoff && (
              <p className={styles.muted}>{t('makePayment.payoffNote')}</p>
            )}
            {lockError && <ErrorAlert message={lockError} />}
            <button type="submit" className={styles.button} disabled={busy}>
              {t('common.continue')}
            </button>
          </form>
        )}
    </div>
  );
}
