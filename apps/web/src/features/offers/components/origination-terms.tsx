/**
 * What OriginationDocuSign shows before the signing: the new loan's terms (amount, finance charge, total due, due
 * date, vehicle, where the money goes) and its federal box (the domain's closedEndDisclosure of the one payment).
 */
import { useTranslation } from 'react-i18next';
import type { TOriginationInfoResponse } from '@lender/contract';
import { PayMethod, closedEndDisclosure } from '@lender/domain';
import { FederalBox } from '../../../shared/disclosure';
import { useFormat } from '../../../shared/i18n/format';
import content from '../../../shared/ui/content.module.css';
import { FactList } from '../../../shared/ui/fact-list';
import type { MergedOrigination } from '../origination/resume';
import { vehicleOf } from '../screens/OriginationAmount';

function useMoneyDestination(info: TOriginationInfoResponse, merged: MergedOrigination) {
  const { t } = useTranslation('offers');
  const { disbursementType, cardLastFour } = merged.state;
  if (disbursementType === PayMethod.Debit)
    return t('origination.sign.toCard', { lastFour: cardLastFour ?? '' });
  if (disbursementType === PayMethod.Store)
    return t('origination.sign.toStore', { store: info.storeName });
  return t('origination.sign.toMoneyTransfer');
}

export function Terms({
  info,
  merged,
}: {
  info: TOriginationInfoResponse;
  merged: MergedOrigination;
}) {
  const { t } = useTranslation('offers');
  const format = useFormat();
  const { state } = merged;
  const destination = useMoneyDestination(info, merged);
  const financeCharge =
    info.origination?.financeChargeCents ??
    (state.loanAmount !== null ? state.loanAmount - state.disbursementAmount : null);
  return (
    <section className={content.card} aria-labelledby="origination-terms">
      <h2 id="origination-terms">{t('origination.sign.terms')}</h2>
      <FactList
        facts={[
          [t('origination.sign.amount'), format.money(state.disbursementAmount)],
          [t('origination.sign.financeCharge'), format.maybeMoney(financeCharge)],
          [t('origination.sign.totalDue'), format.maybeMoney(state.loanAmount)],
          [
            t('origination.sign.dueDate'),
            format.date(state.dueDate),
            format.spokenDate(state.dueDate),
          ],
          [t('origination.sign.vehicle'), vehicleOf(state.collateral ?? info.collateral)],
          [t('origination.sign.sendTo'), destination],
        ]}
      />
    </section>
  );
}

/** The made loan's federal box: its amount, and the one payment of what is owed on its due date. */
export function LoanFederalBox({
  info,
  merged,
}: {
  info: TOriginationInfoResponse;
  merged: MergedOrigination;
}) {
  const { state } = merged;
  if (state.loanAmount === null || !state.dueDate) return null;
  return (
    <FederalBox
      disclosure={closedEndDisclosure({
        amountFinancedCents: state.disbursementAmount,
        consummationDate: info.disclosure.consummationDate,
        schedule: [{ dueDate: state.dueDate, amountCents: state.loanAmount }],
      })}
      collateral={vehicleOf(state.collateral ?? info.collateral)}
    />
  );
}
