/**
 * A loan ProductSwitch cannot renew online (an offer refusal of the domain, or a co-signer): why, in plain words,
 * and what the borrower can do — call the store, renew there (ProductSwitchAppointment) where the store can, or make
 * a payment. No amount form is shown.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import type { RefinanceRefusal } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import type { RefinanceRoute } from '../use-refinance-route';
import { refusalText } from './refusal-text';
import { StoreCall } from './store-call';

/** The refusals a store visit can resolve (the store has the SSN, can check eligibility in person). */
const STORE_CAN_RENEW: readonly string[] = ['notEligible', 'noSsn'];

export function RefusalPanel({
  loan,
  refusal,
  route,
}: {
  loan: TAccountDetailResponse;
  /** null: the caller is the loan's co-signer */
  refusal: RefinanceRefusal | null;
  route: RefinanceRoute;
}) {
  const { t } = useTranslation('refinance');
  const format = useFormat();
  const text = refusal ? refusalText(t, format, refusal, loan.lmsId) : t('refusal.alternate');
  return (
    <section
      className={`${content.notice} ${content.noticeWarning}`}
      aria-labelledby="refusal-heading"
    >
      <h2 id="refusal-heading">{t('refusal.heading')}</h2>
      <p>{text}</p>
      <div className={controls.actions}>
        {refusal && refusal.code !== 'notPayable' && (
          <StoreCall phone={loan.storePhoneNumber} primary />
        )}
        {refusal && STORE_CAN_RENEW.includes(refusal.code) && (
          <Link className={controls.buttonSecondary} to={route.pathOf('ProductSwitchAppointment')}>
            {t('refusal.atStore')}
          </Link>
        )}
        {!refusal && loan.payable && (
          <Link className={controls.button} to={route.pathOf('MakePayment')}>
            {t('refusal.payInstead')}
          </Link>
        )}
      </div>
      <p>
        <Link className={controls.link} to={route.pathOf('AccountDetails')}>
          {t('common.backToLoan')}
        </Link>
      </p>
    </section>
  );
}
