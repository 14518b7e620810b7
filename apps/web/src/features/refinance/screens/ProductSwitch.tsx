/**
 * {brand}-ProductSwitch (spec §2 Payment group, §4 Refinance eligibility; issue 13, decision 026): "Renew your loan".
 * The loan (payoff, due date), the amount — the renewal minimum (domain refinanceMinimumCents, 'onlineProduct') or
 * another amount typed — checked by the domain's refinanceEligibility as it is typed, each refusal in plain words,
 * and what the new loan would be (domain renewalTerms, posted today's posting date) with its federal box (domain
 * renewalDisclosure: APR, finance charge, amount financed, total of payments, schedule) before anything is committed.
 * A loan that cannot be renewed online says why, with the store to call and no form. The refinance risk dialogs
 * (refused refinance, rate and credit limit change) show over it; "Continue" asks the product switch dialog, then
 * sets the payment slice and goes on (use-start-renewal). Where the refinance location check is on, a loan that can
 * be renewed first goes to the location step (GpsLocation, then back here) — before any choice (issue 48); once
 * passed in this session it is not asked again on the way back to change the amount. "Get cash back" (decision 057)
 * adds a cash out to the new loan, sent to one of her debit cards: the preview and the federal box include it.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import {
  formatCentsForServer,
  paymentPostingDate,
  refinanceFactsOfLoan,
  refinanceMinimumCents,
  refinanceOfferRefusal,
  renewalDisclosure,
  renewalTerms,
} from '@lender/domain';
import { FederalBox } from '../../../shared/disclosure';
import { useFormat } from '../../../shared/i18n/format';
import { useHeader } from '../../../shared/layout/use-header';
import {
  locationStepQuery,
  renewalLocationPassed,
  useLocationRequirement,
} from '../../../shared/location';
import { refinanceFirstStep } from '../../../shared/refinance/flow';
import { RiskNotices } from '../../../shared/risk-info';
import content from '../../../shared/ui/content.module.css';
import controls from '../../../shared/ui/controls.module.css';
import { FactList } from '../../../shared/ui/fact-list';
import { ErrorAlert } from '../../../shared/ui/query-state';
import { useRefinanceLoan } from '../api';
import { LoanState } from '../components/loan-state';
import { ProductSwitchDialog } from '../components/product-switch-dialog';
import { RefusalPanel } from '../components/refusal-panel';
import { refusalText } from '../components/refusal-text';
import { CashBack, cashBackOf, type CashBackState } from '../components/cash-back';
import { RenewalAmount } from '../components/renewal-amount';
import { RenewalPreview } from '../components/renewal-preview';
import styles from '../components/refinance.module.css';
import { renewalAmount, type RenewalChoice } from '../renewal-choice';
import { useRefinanceRoute } from '../use-refinance-route';
import { useRenewalContext } from '../../../shared/refinance/use-renewal-context';
import { renewalDraft, useStartRenewal } from '../use-start-renewal';

export default function ProductSwitch() {
  const { t } = useTranslation('refinance');
  const format = useFormat();
  useHeader('refinance:productSwitch.title', 'back');
  const route = useRefinanceRoute();
  const query = useRefinanceLoan(route.loanId);
  const loan = query.data;
  const context = useRenewalContext({ loanId: route.loanId, migrateProduct: true });
  const [choice, setChoice] = useState<RenewalChoice>(() =>
    renewalDraft(route.loanId)?.amountChoice === 'other' ? 'other' : 'minimum',
  );
  const [otherText, setOtherText] = useState(
    () => renewalDraft(route.loanId)?.otherAmountText ?? '',
  );
  const [cashBack, setCashBack] = useState<CashBackState>(() => {
    const saved = renewalDraft(route.loanId)?.cashOut;
    return saved
      ? {
          enabled: true,
          text: formatCentsForServer(saved.cents),
          card: {
            cardIds: saved.cardIds,
            cardNumber: saved.cardNumber,
            cardType: saved.cardType,
            canDisburse: true,
          },
        }
      : { enabled: false, text: '' };
  });
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { start, busy, lockError } = useStartRenewal(route);
  // the business date a renewal made now posts on (America/Chicago, the daily cut-off): the new loan starts then
  const postedOn = useMemo(() => paymentPostingDate(new Date()), []);
  const locationCheck = useLocationRequirement('refinance').check;

  const facts = useMemo(
    () => (loan ? refinanceFactsOfLoan(loan, { today: postedOn }) : null),
    [loan, postedOn],
  );
  const offerRefusal = facts ? refinanceOfferRefusal(facts, context) : null;
  const amount = facts ? renewalAmount(facts, context, choice, otherText) : null;
  const cash =
    loan && facts && amount?.check.ok
      ? cashBackOf(cashBack, loan, facts.payoffCents, amount.cents)
      : null;
  const cashCents = cash && !cash.refusal && cash.card ? cash.cents : 0;
  const cashBlocked = Boolean(cash && (cash.refusal || !cash.card?.canDisburse));
  const terms =
    facts && amount?.check.ok
      ? renewalTerms(facts.payoffCents, amount.cents, postedOn, cashCents)
      : null;
  const touched = attempted || choice === 'minimum' || /\.\d{2}$/.test(otherText);
  const refusal = amount && !amount.check.ok ? amount.check : null;
  const amountError =
    loan && refusal && touched ? refusalText(t, format, refusal, loan.lmsId) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (terms && !cashBlocked && !busy) setConfirming(true);
  };
  const confirm = () => {
    if (!loan || !amount?.check.ok) return;
    const cashOut =
      cash?.card && cashCents > 0
        ? {
            cents: cashCents,
            cardIds: [...cash.card.cardIds],
            cardNumber: cash.card.cardNumber,
            cardType: cash.card.cardType,
          }
        : undefined;
    void start(loan, choice, otherText, amount, cashOut).finally(() => setConfirming(false));
  };

  const renewable = Boolean(loan && facts && !loan.isAlternate && !offerRefusal);
  if (
    renewable &&
    refinanceFirstStep({ locationCheck }) === 'GpsLocation' &&
    !renewalLocationPassed(route.loanId)
  )
    return (
      <Navigate
        to={`${route.pathOf('GpsLocation')}${locationStepQuery({ transaction: 'refinance', next: 'ProductSwitch' })}`}
        replace
      />
    );

  return (
    <div className={content.page}>
      <h1 className={content.heading}>{t('productSwitch.heading')}</h1>
      <LoanState query={query} backTo={route.pathOf('Dashboard')} />
      {loan && <RiskNotices loanId={loan.loanId} migrateProduct />}
      {loan && (loan.isAlternate || offerRefusal) && (
        <RefusalPanel loan={loan} refusal={loan.isAlternate ? null : offerRefusal} route={route} />
      )}
      {loan && facts && !loan.isAlternate && !offerRefusal && (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p>{t('productSwitch.lead', { lmsId: loan.lmsId })}</p>
          <section
            className={content.card}
            aria-label={t('productSwitch.loanLabel', { lmsId: loan.lmsId })}
          >
            <FactList
              facts={[
                [t('productSwitch.payoff'), format.money(loan.payoffAmountCents)],
                [t('productSwitch.dueDate'), format.date(loan.dueDate)],
              ]}
            />
          </section>
          <RenewalAmount
            minimumCents={refinanceMinimumCents(facts, 'onlineProduct')}
            choice={choice}
            onChoice={setChoice}
            otherText={otherText}
            onOtherText={setOtherText}
            error={amountError}
          />
          {amountError &&
            (refusal?.code === 'equalsPayoff' || refusal?.code === 'aboveMaximum') && (
              <Link className={controls.link} to={route.pathOf('MakePayment')}>
                {t('refusal.payInstead')}
              </Link>
            )}
          {amount?.check.ok && (
            <CashBack
              loan={loan}
              payoffCents={facts.payoffCents}
              amountPaidCents={amount.cents}
              state={cashBack}
              onChange={setCashBack}
              attempted={attempted}
            />
          )}
          {terms && <RenewalPreview terms={terms} />}
          {terms && amount?.check.ok && (
            <FederalBox
              disclosure={renewalDisclosure(facts.payoffCents, amount.cents, postedOn, cashCents)}
              collateral={
                loan.collateralDetail
                  ? `${loan.collateralDetail.year} ${loan.collateralDetail.make} ${loan.collateralDetail.model}`
                  : undefined
              }
            />
          )}
          <p className={content.muted}>{t('productSwitch.noChargeYet')}</p>
          {lockError && <ErrorAlert message={lockError} />}
          <div className={controls.actions}>
            <button type="submit" className={controls.button} disabled={busy}>
              {t('productSwitch.continue')}
            </button>
            <Link className={controls.buttonSecondary} to={route.pathOf('AccountDetails')}>
              {t('common.backToLoan')}
            </Link>
          </div>
        </form>
      )}
      {confirming && loan && terms && (
        <ProductSwitchDialog
          lmsId={loan.lmsId}
          terms={terms}
          busy={busy}
          onConfirm={confirm}
          onBack={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
