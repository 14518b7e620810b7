/**
 * ProductSwitch's "Get cash back" (issue 49 item 2, decision 057): a renewal whose new loan is above what is owed, the
 * difference sent to one of the borrower's debit cards. Offered only where domain cashOutOfferRefusal allows it (the
 * product, the loan system's isDisbursementAvailable); the amount is checked as it is typed by domain
 * cashOutAmountRefusal (at least $1.00, at most the lower of $10,000 and what keeps the new loan within the product's
 * maximum), the card is one of her saved cards that can receive money (the card choice of Get cash).
 */
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccountDetailResponse, TCardId } from '@lender/contract';
import {
  cashOutAmountRefusal,
  cashOutOfferRefusal,
  maxCashOutCents,
  MIN_CASH_OUT_CENTS,
  parseCurrencyToCents,
  type RenewalCashOutRefusal,
} from '@lender/domain';
import { CardList, cardIsExpired, useCards } from '../../../shared/cards';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import { Checkbox } from '../../../shared/ui/choice';
import { CurrencyInput } from '../../../shared/ui/currency-input';
import { ErrorAlert, Loading } from '../../../shared/ui/query-state';

export interface CashBackState {
  enabled: boolean;
  /** the amount as typed */
  text: string;
  /** the debit card chosen */
  card?: CashBackCard;
}

export interface CashBackCard {
  cardIds: TCardId[];
  /** last 4 digits */
  cardNumber: string;
  cardType?: string | undefined;
  canDisburse: boolean;
}

type CashBackLoan = Pick<TAccountDetailResponse, 'productType' | 'validations'>;

/** The loan as the domain's cash-out rule reads it (spec §3 Loan: its product, validations.isDisbursementAvailable). */
const cashOutLoanOf = (loan: CashBackLoan) => ({
  productType: loan.productType,
  isDisbursementAvailable: loan.validations.isDisbursementAvailable,
});

export interface CashBackChoice {
  cents: number;
  card: CashBackCard | null;
  refusal: RenewalCashOutRefusal | null;
}

/** The cash back chosen, with the domain's refusal of its amount (null: none asked for). */
export function cashBackOf(
  state: CashBackState,
  loan: CashBackLoan,
  payoffCents: number,
  amountPaidCents: number | null,
): CashBackChoice | null {
  if (!state.enabled) return null;
  const cents = parseCurrencyToCents(state.text) ?? 0;
  const card = state.card ?? null;
  const refusal = cashOutAmountRefusal(
    { ...cashOutLoanOf(loan), payoffCents },
    amountPaidCents ?? 0,
    cents,
  );
  return { cents, card, refusal };
}

export interface CashBackProps {
  loan: TAccountDetailResponse;
  payoffCents: number;
  amountPaidCents: number | null;
  state: CashBackState;
  /** a state setter: each change is applied to the newest state (a blur and a click in one gesture both count) */
  onChange: Dispatch<SetStateAction<CashBackState>>;
  /** show the amount's and the card's errors (after Continue) */
  attempted: boolean;
}

export function CashBack({
  loan,
  payoffCents,
  amountPaidCents,
  state,
  onChange,
  attempted,
}: CashBackProps) {
  const { t } = useTranslation('refinance');
  const format = useFormat();
  const cards = useCards();
  if (cashOutOfferRefusal(cashOutLoanOf(loan))) return null;
  const receiving = (cards.data?.cards ?? []).filter((card) => !cardIsExpired(card));
  const choice = cashBackOf(state, loan, payoffCents, amountPaidCents);
  const maxCents = maxCashOutCents({
    productType: loan.productType,
    payoffCents,
    amountPaidCents: amountPaidCents ?? 0,
  });
  const amountError =
    choice?.refusal && (attempted || /\.\d{2}$/.test(state.text))
      ? t(`cashBack.refusal.${choice.refusal.code.replace('cashOut.', '')}`, {
          amount: format.money(
            choice.refusal.code === 'cashOut.belowMinimum'
              ? choice.refusal.params.minCents
              : choice.refusal.code === 'cashOut.aboveMaximum'
                ? choice.refusal.params.maxCents
                : 0,
          ),
        })
      : undefined;
  return (
    <section className={content.card} aria-labelledby="cash-back-heading">
      <h2 id="cash-back-heading">{t('cashBack.heading')}</h2>
      <Checkbox
        checked={state.enabled}
        onChange={(event) => {
          const enabled = event.target.checked;
          onChange((current) => ({ ...current, enabled }));
        }}
      >
        {t('cashBack.want')}
      </Checkbox>
      {state.enabled && (
        <>
          <CurrencyInput
            label={t('cashBack.amount')}
            value={state.text}
            onChange={(text) => onChange((current) => ({ ...current, text }))}
            hint={t('cashBack.hint', {
              min: format.money(MIN_CASH_OUT_CENTS),
              max: format.money(maxCents),
            })}
            error={amountError}
          />
          {cards.isPending && <Loading text={t('cashBack.cardsLoading')} />}
          {cards.isError && (
            <ErrorAlert message={t('cashBack.cardsError')} onRetry={() => void cards.refetch()} />
          )}
          {cards.data && receiving.length === 0 && (
            <p className={content.muted}>{t('cashBack.noCard')}</p>
          )}
          {receiving.length > 0 && (
            <CardList
              mode="select"
              cards={receiving}
              label={t('cashBack.sendTo')}
              selected={state.card?.cardIds ?? null}
              onSelect={(card) =>
                onChange((current) => ({
                  ...current,
                  card: {
                    cardIds: [...card.cardIds],
                    cardNumber: card.cardNumber,
                    cardType: card.cardType,
                    canDisburse: card.canDisburse,
                  },
                }))
              }
              reasonOf={(card) => (card.canDisburse ? null : t('cashBack.cannotReceive'))}
              error={attempted && !choice?.card ? t('cashBack.chooseCard') : undefined}
            />
          )}
        </>
      )}
    </section>
  );
}
