/**
 * GetCashAmount (spec §2 Payment group): the line's available credit (GET /drawLimits), the amount
 * (refused as it is typed by the domain's drawRefusal: at least MIN_DRAW_CENTS, at most
 * maxDrawCents of the available credit) and the card to receive it (the chosen one, else the first
 * of the user's cards that can receive funds; 'Change card' → ManageDisburseMethod). Continue keeps
 * both in the flow's store and goes to the notice — through GpsLocation first when the add-on's location
 * check is on and the browser does not share the position yet. A draw is an add-on: the line's credit limit change
 * (then rate change) dialog shows once over the screen before the borrower goes on (GET /riskInfo?isAddon=true).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MIN_DRAW_CENTS,
  drawRefusal,
  getCashRefusal,
  formatCentsForServer,
  maxDrawCents,
  parseCurrencyToCents,
} from '@lender/domain';
import { cardIsExpired, cardsQuery, useCards } from '../../../shared/cards';
import { useHeader } from '../../../shared/layout/use-header';
import { locationPermission, useLocationRequirement } from '../../../shared/location';
import { accountDetailQuery, useAccountDetail } from '../../../shared/loans/account-detail';
import { RiskNotices, riskInfoQuery } from '../../../shared/risk-info';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';
import { drawLimitsQuery, useDrawLimits } from '../api';
import type { ScreenPrefetchArgs } from '../../../shared/routing/types';
import { CurrencyInput } from '../../../shared/ui/currency-input';
import { useCardEnding, useRefusalText } from '../components/texts';
import styles from '../components/funds.module.css';
import { toDisburseCard, useFundsStore } from '../store';
import { DRAW_LOCATION_STEP, useFundsRoute } from '../use-funds-route';
import { useFormat } from '../../../shared/i18n/format';

/**
 * The screen's reads start with the tap (decision 038), all in one round: the line, its available credit, her cards and
 * the add-on's risk notices, which otherwise waited for the line and the limits to draw them (decision 081).
 */
export function prefetch({ params, queryClient }: ScreenPrefetchArgs): void {
  const { loanId } = params;
  if (!loanId) return;
  void queryClient.prefetchQuery(accountDetailQuery(loanId));
  void queryClient.prefetchQuery(drawLimitsQuery(loanId));
  void queryClient.prefetchQuery(cardsQuery());
  void queryClient.prefetchQuery(riskInfoQuery({ loanId, isAddon: true }));
}

export default function GetCashAmount() {
  const { t } = useTranslation('funds');
  const format = useFormat();
  useHeader('funds:amount.title', 'back');
  const { loanId, pathOf, go } = useFundsRoute();
  const detail = useAccountDetail(loanId);
  const limits = useDrawLimits(loanId);
  const cards = useCards();
  const cardEnding = useCardEnding();
  const refusalText = useRefusalText();
  const location = useLocationRequirement('addOn');
  const { card: chosen, amountCents, forLoan, setCard, setAmount } = useFundsStore();
  const [text, setText] = useState(() => (amountCents ? formatCentsForServer(amountCents) : ''));
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => forLoan(loanId), [forLoan, loanId]);

  const firstDisburseCard = cards.data?.cards.find(
    (card) => card.canDisburse && !cardIsExpired(card),
  );
  const card = chosen ?? (firstDisburseCard ? toDisburseCard(firstDisburseCard) : null);
  const loan = detail.data;
  const isLineOfCredit = loan?.productType === 'lineOfCredit';
  const access = loan ? getCashRefusal(loan) : null;
  const cents = parseCurrencyToCents(text) ?? 0;
  const refusal =
    loan && limits.data
      ? drawRefusal({
          isLineOfCredit,
          amountCents: cents,
          availableCents: limits.data.availableCreditCents,
          cardCanDisburse: card?.canDisburse ?? true,
        })
      : null;
  const showRefusal = refusal && (submitted || text !== '') ? refusalText(refusal) : undefined;

  const next = async () => {
    setSubmitted(true);
    if (refusal || !card) return;
    setCard(card);
    setAmount(cents);
    // the location check of the add-on: explained first (GpsLocation) unless the browser already shares it
    if (location.check && (await locationPermission()) !== 'granted')
      go('GpsLocation', { search: DRAW_LOCATION_STEP });
    else go('GetCashNotice');
  };

  /** the amount typed so far comes back with the card chosen */
  const keepAmount = () => setAmount(parseCurrencyToCents(text));

  const retry = () => {
    if (detail.isError) void detail.refetch();
    if (limits.isError) void limits.refetch();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('amount.heading')}</h1>
      {loan && limits.data && !access && <RiskNotices loanId={loanId} isAddon />}
      {(detail.isPending || limits.isPending) && !detail.isError && !limits.isError && (
        <Loading text={t('amount.loading')} />
      )}
      {(detail.isError || limits.isError) && (
        <>
          <ErrorAlert
            message={detail.isError ? t('common.loanError') : t('amount.loadError')}
            onRetry={retry}
          />
          <Link className={styles.link} to={pathOf('AccountDetails')}>
            {t('common.backToAccount')}
          </Link>
        </>
      )}
      {loan && limits.data && (
        <>
          {access ? (
            <ErrorAlert message={t(`refusal.${access.code}`)} />
          ) : (
            <form
              className={styles.page}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void next();
              }}
            >
              <p className={styles.lead}>{t('amount.lead', { lmsId: loan.lmsId })}</p>
              <section className={styles.card} aria-label={t('amount.available')}>
                <p className={styles.muted}>{t('amount.available')}</p>
                <p className={styles.available}>{format.money(limits.data.availableCreditCents)}</p>
              </section>
              {limits.data.availableCreditCents < MIN_DRAW_CENTS ? (
                <p className={styles.notice}>{t('amount.noCredit')}</p>
              ) : (
                <CurrencyInput
                  label={t('amount.amountLabel')}
                  value={text}
                  onChange={setText}
                  hint={t('amount.hint', {
                    min: format.money(MIN_DRAW_CENTS),
                    max: format.money(maxDrawCents(limits.data.availableCreditCents)),
                  })}
                  error={showRefusal}
                />
              )}
              <section className={styles.card} aria-label={t('amount.sendTo')}>
                <p className={styles.muted}>{t('amount.sendTo')}</p>
                {cards.isPending && <Loading text={t('amount.cardsLoading')} />}
                {cards.isError && (
                  <ErrorAlert
                    message={t('amount.cardsError')}
                    onRetry={() => void cards.refetch()}
                  />
                )}
                {cards.data && card && (
                  <div className={styles.cardRow}>
                    <strong>{cardEnding(card)}</strong>
                    <Link
                      className={styles.link}
                      to={pathOf('ManageDisburseMethod')}
                      onClick={keepAmount}
                    >
                      {t('amount.changeCard')}
                    </Link>
                  </div>
                )}
                {cards.data && !card && (
                  <>
                    <p>{t('amount.noCard')}</p>
                    <Link
                      className={styles.link}
                      to={pathOf('ManageDisburseMethod')}
                      onClick={keepAmount}
                    >
                      {t('amount.addCard')}
                    </Link>
                  </>
                )}
              </section>
              <div className={styles.actions}>
                <button
                  type="submit"
                  className={styles.button}
                  disabled={!card || limits.data.availableCreditCents < MIN_DRAW_CENTS}
                >
                  {t('common.continue')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </div>
  );
}
