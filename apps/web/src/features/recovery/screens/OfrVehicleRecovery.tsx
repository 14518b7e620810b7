/**
 * {brand}-OfrVehicleRecovery (spec §2 Payment group, §3 isOfrReinstateAmount / isInOfrStatus; issue 13): a
 * loan out for repossession. It shows the loan, the reinstatement amount (from the ledger, through GET
 * /accountdetail) and what paying it does, then goes into the one payment flow (MakePayment → card →
 * ReviewPayment → PaymentProcessing → ConfirmPayment) starting on the reinstatement amount itself
 * (MakePayment?amount=reinstate, issue 48). The server reinstates the loan when that payment posts (decision 016).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paymentAmountChoices, paymentFactsOfLoan } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import { usePaymentStore } from '../../../shared/session/payment-store';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { useRecoveryLoan } from '../api';
import { FactList } from '../../../shared/ui/fact-list';
import { LoanState, NotInRecovery } from '../components/loan-state';
import { StoreContact } from '../components/store-contact';
import { useRecoveryRoute } from '../components/use-recovery-route';

export default function OfrVehicleRecovery() {
  const { t } = useTranslation('recovery');
  useHeader('recovery:recovery.title', 'back');
  const { brand, loanId, pathOf } = useRecoveryRoute();
  const navigate = useNavigate();
  const query = useRecoveryLoan(loanId);
  const loan = query.data;
  const format = useFormat();
  // the reinstatement MakePayment will offer (the domain's choices: none when it equals the payoff, which wins)
  const reinstateCents = loan
    ? paymentAmountChoices(paymentFactsOfLoan(loan)).reinstateCents
    : null;

  const payReinstatement = () => {
    if (!loan || reinstateCents === null) return;
    // a fresh payment of this loan, the reinstatement chosen: MakePayment starts from it
    const payment = usePaymentStore.getState();
    payment.clear();
    payment.update({ loanId: loan.loanId, lmsId: loan.lmsId, brand, amountChoice: 'reinstate' });
    void navigate(`${pathOf('MakePayment')}?amount=reinstate`);
  };

  const vehicle = loan?.collateralDetail
    ? `${loan.collateralDetail.year} ${loan.collateralDetail.make} ${loan.collateralDetail.model}`
    : undefined;

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('recovery.heading')}</h1>
      <LoanState query={query} backTo={pathOf('Dashboard')} />
      {loan && !loan.validations.isInOfrStatus && (
        <NotInRecovery
          message={t('recovery.notOutForRepo', { lmsId: loan.lmsId })}
          detailsPath={pathOf('AccountDetails')}
        />
      )}
      {loan && loan.validations.isInOfrStatus && (
        <>
          <section
            className={`${content.notice} ${content.noticeDanger}`}
            aria-labelledby="recovery-loan-heading"
          >
            <h2 id="recovery-loan-heading">{t('recovery.loanHeading', { lmsId: loan.lmsId })}</h2>
            <p>{t('recovery.lead', { count: loan.daysLate })}</p>
            <FactList
              facts={[
                [t('recovery.vehicle'), vehicle],
                [t('recovery.daysLate'), String(loan.daysLate)],
                [
                  t('recovery.reinstatement'),
                  reinstateCents === null ? undefined : format.money(reinstateCents),
                ],
                [t('recovery.payoff'), format.money(loan.payoffAmountCents)],
              ]}
            />
          </section>
          {reinstateCents !== null ? (
            <section className={content.card} aria-labelledby="recovery-pay-heading">
              <h2 id="recovery-pay-heading">
                {t('recovery.whatPayingDoes', { amount: format.money(reinstateCents) })}
              </h2>
              <ul className={content.list}>
                <li>{t('recovery.effectStops')}</li>
                <li>{t('recovery.effectCurrent')}</li>
                <li>
                  {t('recovery.effectBalance', {
                    payoff: format.money(loan.payoffAmountCents - reinstateCents),
                  })}
                </li>
                <li>{t('recovery.effectPosting')}</li>
              </ul>
              <button type="button" className={controls.buttonDanger} onClick={payReinstatement}>
                {t('recovery.pay', { amount: format.money(reinstateCents) })}
              </button>
            </section>
          ) : (
            <p>{t('recovery.noReinstatement')}</p>
          )}
          <StoreContact loan={loan} />
        </>
      )}
    </div>
  );
}
