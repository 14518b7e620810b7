/**
 * {brand}-ReviewPayment (spec §2, §4 Payment 1, §8 Payment submit): the amount, the card (last 4),
 * the loan and the posting date, and the pay button. A submit while one is pending is ignored; the
 * submit key is kept in the payment slice, so a double click or a resubmit charges once. Offline the pay
 * button is off (the shell's offline banner says why). A renewal (isRefi) is reviewed here with the new loan it
 * makes and goes on to its disclosure instead of paying (components/renewal-review.tsx). A payment on a loan whose
 * settlement is signed says what it does to the settlement, or why it cannot be taken (decision 045). When the
 * payment's location check is on, the pay button asks for the position and sends it; out of the store's state the
 * server refuses and a dialog says where she is and where her store is (decision 058).
 */
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHeader } from '../../../shared/layout/use-header';
import { PaymentType } from '@lender/domain';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { useNextBusinessDate } from '../api';
import { PaymentFacts } from '../components/payment-facts';
import { PaymentLocationDialog } from '../components/payment-location-dialog';
import { RenewalReview } from '../components/renewal-review';
import { ErrorAlert, Loading, LoanQueryState } from '../components/query-state';
import styles from '../components/payments.module.css';
import { settlementRefusalText, submitFailureText } from '../failure-text';
import { missingStepScreen } from '../flow';
import { paymentPayerOf } from '../payment-request';
import { usePaymentContext } from '../use-payment-context';
import { usePayPosition } from '../use-pay-position';
import { useSubmitPayment } from '../use-submit-payment';
import { useSettlementEffect } from '../use-settlement-effect';
import { useFormat } from '../../../shared/i18n/format';
import { OFFLINE_REASON_ID } from '../../../shared/offline/offline-banner';
import { useOnline } from '../../../shared/offline/use-online';

export default function ReviewPayment() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { route, loan, loanQuery, payer } = usePaymentContext();
  const state = usePaymentStore();
  // a renewal is reviewed here and paid after its disclosure is signed (decision 026)
  const renewal = state.isRefi === true;
  useHeader(renewal ? 'payments:renewal.reviewTitle' : 'payments:review.title', 'back');
  const nextBusinessDate = useNextBusinessDate(loan?.lmsId);
  const paymentPayer = useMemo(
    () => paymentPayerOf(payer, state.alternateContact, loan?.customerName),
    [payer, state.alternateContact, loan?.customerName],
  );
  const { go } = route;
  const onAccepted = useCallback(() => go('PaymentProcessing'), [go]);
  const { submit, failure, pending, locationRefusal, dismissLocationRefusal } = useSubmitPayment(
    loan,
    paymentPayer,
    onAccepted,
  );
  // the payment's location check (gpsCheckPayment/gpsForcePayment; decision 058): the position goes with the pay
  const { positionToPay, locating, locationFailed } = usePayPosition(
    route,
    'payment',
    'ReviewPayment',
  );
  const paying = useRef(false);
  const pay = async ({ fresh = false } = {}) => {
    if (paying.current) return;
    paying.current = true;
    const found = await positionToPay({ fresh });
    if (found) await submit(found);
    paying.current = false;
  };
  const missing = missingStepScreen(state);
  // offline the shell's banner says why paying is off (issue 11)
  const online = useOnline();
  const settlement = useSettlementEffect(
    route.loanId,
    { amountCents: state.paymentAmount, paymentType: state.paymentType },
    !payer.guest && !renewal,
  );
  const settlementRefusal = settlement.check && !settlement.check.ok ? settlement.check : undefined;
  const payDisabled =
    !online ||
    pending ||
    locating ||
    (failure !== null && !failure.payEnabled) ||
    settlement.loading ||
    settlementRefusal !== undefined;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t(renewal ? 'renewal.reviewHeading' : 'review.heading')}</h1>
      <LoanQueryState query={loanQuery} />
      {missing && (
        <>
          <p className={styles.lead}>{t('common.startAgain')}</p>
          <Link
            className={styles.button}
            to={route.pathOf(renewal && missing === 'MakePayment' ? 'ProductSwitch' : missing)}
          >
            {t(missing === 'MakePayment' ? 'common.chooseAmount' : 'common.chooseCard')}
          </Link>
        </>
      )}
      {loan && !missing && renewal && (
        <RenewalReview
          route={route}
          loan={loan}
          state={state}
          postingDate={nextBusinessDate.data?.postingDate}
        />
      )}
      {loan && !missing && !renewal && (
        <>
          <section className={styles.card} aria-label={t('review.summary')}>
            <PaymentFacts
              state={state}
              lmsId={loan.lmsId}
              postingDate={nextBusinessDate.data?.postingDate}
            />
            <p className={styles.muted}>{t('common.postingRule')}</p>
            {state.isPartial && <p className={styles.muted}>{t('review.partialNote')}</p>}
            {state.isPayoff && <p className={styles.muted}>{t('review.payoffNote')}</p>}
            {settlement.check?.ok && settlement.check.towardSettlement && (
              <p className={styles.muted}>
                {settlement.check.settles
                  ? t('settlement.settles', { lmsId: loan.lmsId })
                  : t('settlement.leaves', {
                      amount: format.money(settlement.check.remainingAfterCents),
                    })}
              </p>
            )}
          </section>
          {settlementRefusal && (
            <ErrorAlert message={settlementRefusalText(t, settlementRefusal)} />
          )}
          {failure && <ErrorAlert message={submitFailureText(t, failure)} />}
          {locating && <Loading text={t('location.locating')} />}
          {locationFailed && <ErrorAlert message={t('location.unavailable')} />}
          {pending && <Loading text={t('review.submitting')} />}
          {pending && state.paymentKey && (
            <Link className={styles.link} to={route.pathOf('PaymentProcessing')}>
              {t('review.status')}
            </Link>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              disabled={payDisabled}
              aria-describedby={online ? undefined : OFFLINE_REASON_ID}
              onClick={() => void pay()}
            >
              {t('review.pay', { amount: format.money(state.paymentAmount ?? 0) })}
            </button>
            <Link className={styles.buttonSecondary} to={route.pathOf('SelectPaymentMethod')}>
              {t('review.changeCard')}
            </Link>
            {/* a settlement's amount is the agreement's: MakePayment would turn it into an ordinary payment */}
            {state.paymentType !== PaymentType.Settlement && (
              <Link className={styles.link} to={route.pathOf('MakePayment')}>
                {t('review.changeAmount')}
              </Link>
            )}
          </div>
          {locationRefusal && (
            <PaymentLocationDialog
              refusal={locationRefusal}
              storeName={loan.storeName}
              busy={locating || pending}
              onTryAgain={() => {
                dismissLocationRefusal();
                void pay({ fresh: true });
              }}
              onClose={dismissLocationRefusal}
            />
          )}
        </>
      )}
    </div>
  );
}
