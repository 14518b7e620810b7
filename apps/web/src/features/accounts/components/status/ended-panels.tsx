/** Loans no longer serviced: PaidOff, Settled, Bankrupt, Sold and Closed/other (spec §4 statuses). */
import { useTranslation } from 'react-i18next';
import type { TAccountDetailResponse } from '@lender/contract';
import { Facts } from '../facts';
import { Notice } from '../notice';
import { PhoneLink } from '../store-phone';
import { useFormat } from '../../../../shared/i18n/format';

export interface DebtBuyer {
  debtBuyerName: string;
  phoneNumber: string;
}

export function PaidOffPanel({ loan }: { loan: TAccountDetailResponse }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  const date = format.date(loan.paidOffDate);
  return (
    <Notice heading={t('details.paidOffHeading')}>
      <p>{date ? t('details.paidOffLead', { date }) : t('details.paidOffNoDate')}</p>
      <Facts facts={[{ label: t('details.paidOffOn'), value: date }]} />
    </Notice>
  );
}

export function SettledPanel() {
  const { t } = useTranslation('accounts');
  return (
    <Notice heading={t('details.settledHeading')}>
      <p>{t('details.settledLead')}</p>
    </Notice>
  );
}

export function BankruptPanel() {
  const { t } = useTranslation('accounts');
  return (
    <Notice heading={t('details.bankruptHeading')} tone="warning">
      <p>{t('details.bankruptLead')}</p>
    </Notice>
  );
}

export function SoldPanel({ loan, buyer }: { loan: TAccountDetailResponse; buyer?: DebtBuyer }) {
  const { t } = useTranslation('accounts');
  return (
    <Notice heading={t('details.soldHeading')} tone="warning">
      <p>
        {buyer
          ? t('details.soldLeadBuyer', { name: buyer.debtBuyerName })
          : t('details.soldLeadStore')}
      </p>
      {buyer ? (
        <PhoneLink phone={buyer.phoneNumber} labelKey="common.callNumber" />
      ) : (
        <PhoneLink phone={loan.storePhoneNumber} />
      )}
    </Notice>
  );
}

export function ClosedPanel({ loan }: { loan: TAccountDetailResponse }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  return (
    <Notice heading={t('details.closedHeading')}>
      <p>{t('details.closedLead')}</p>
      <Facts
        facts={[
          {
            label: t('details.balance'),
            value: loan.balanceCents > 0 ? format.maybeMoney(loan.balanceCents) : undefined,
          },
        ]}
      />
    </Notice>
  );
}
