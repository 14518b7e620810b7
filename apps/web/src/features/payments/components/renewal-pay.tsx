/**
 * PaymentProcessing of a renewal before its payment starts (decision 026): the last step of the renewal, after the
 * disclosure is signed and the products and auto-pay chosen, where the borrower chooses to pay — the card is charged
 * only here. A renewal without its signed disclosure goes back to AccountDisclosures. When the refinance location
 * check is on, the position is asked for and sent; refused while the check is forced → GpsLocationDisabled, which
 * comes back here. The pay button is the payment's (use-submit-payment): a double tap submits once.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import { maskedCardNumber } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import { OFFLINE_REASON_ID } from '../../../shared/offline/offline-banner';
import { useOnline } from '../../../shared/offline/use-online';
import { usePaymentStore } from '../../../shared/session/payment-store';
import { submitFailureText } from '../failure-text';
import { missingStepScreen } from '../flow';
import type { PaymentPayer } from '../payment-request';
import { renewalMissingStep } from '../refinance-request';
import { usePayPosition } from '../use-pay-position';
import type { PaymentRoute } from '../use-payment-route';
import { useSubmitPayment } from '../use-submit-payment';
import { ErrorAlert, Loading } from './query-state';
import styles from './payments.module.css';

export function RenewalPay({
  route,
  loan,
  payer,
}: {
  route: PaymentRoute;
  loan: TAccountDetailResponse;
  payer: PaymentPayer;
}) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const state = usePaymentStore();
  const { positionToPay, locating, locationFailed } = usePayPosition(
    route,
    'refinance',
    'PaymentProcessing',
  );
  const online = useOnline();
  const { submit, failure, pending } = useSubmitPayment(loan, payer, () => undefined);
  const busy = useRef(false);
  const amount = format.money(state.paymentAmount ?? 0);

  const missingStep = missingStepScreen(state);
  if (missingStep) {
    return (
      <>
        <p className={styles.lead}>{t('common.startAgain')}</p>
        <Link
          className={styles.button}
          to={route.pathOf(missingStep === 'MakePayment' ? 'ProductSwitch' : missingStep)}
        >
          {t(missingStep === 'MakePayment' ? 'common.chooseAmount' : 'common.chooseCard')}
        </Link>
      </>
    );
  }
  const unsigned = renewalMissingStep(state);
  if (unsigned) {
    return (
      <>
        <p className={styles.lead}>{t('renewal.signFirst')}</p>
        <Link className={styles.button} to={route.pathOf(unsigned)}>
          {t('renewal.signLink')}
        </Link>
      </>
    );
  }

  const pay = async () => {
    if (busy.current) return;
    busy.current = true;
    const found = await positionToPay();
    if (found) await submit(found);
    busy.current = false;
  };

  const payDisabled = !online || pending || locating || (failure !== null && !failure.payEnabled);
  return (
    <>
      <p className={styles.lead}>
        {t('renewal.payLead', {
          amount,
          card: maskedCardNumber(state.cardNumber ?? ''),
          lmsId: loan.lmsId,
        })}
      </p>
      {locating && <Loading text={t('renewal.locating')} />}
      {locationFailed && <ErrorAlert message={t('renewal.locationUnavailable')} />}
      {failure && <ErrorAlert message={submitFailureText(t, failure)} />}
      {pending && <Loading text={t('review.submitting')} />}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={payDisabled}
          aria-describedby={online ? undefined : OFFLINE_REASON_ID}
          onClick={() => void pay()}
        >
          {t('renewal.pay', { amount })}
        </button>
        <Link className={styles.link} to={route.pathOf('AccountDetails')}>
          {t('common.backToAccount')}
        </Link>
      </div>
    </>
  );
}
