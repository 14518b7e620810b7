/**
 * Loans in collection or recovery: ChargedOff (balance; a settlement prompt when an offer exists),
 * OutForRepo (the days-late warning, reinstatement amount, keep-my-vehicle → OfrVehicleRecovery)
 * and Repossessed (→ OfrVehicleRepossessed, call the store).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { routePath } from '../../../../shared/routing/route-path';
import { Facts } from '../facts';
import { Notice } from '../notice';
import { PhoneLink } from '../store-phone';
import { brandRoute } from '../use-loan-route';
import styles from '../accounts.module.css';
import { useFormat } from '../../../../shared/i18n/format';

interface PanelProps {
  loan: TAccountDetailResponse;
  brand: BrandCode;
}

const paymentPage = (brand: BrandCode, name: string, loanId: string) =>
  routePath(brandRoute(brand, name), { loanId });

export function ChargedOffPanel({
  loan,
  brand,
  hasSettlementOffer,
  settlementLeftCents,
}: PanelProps & { hasSettlementOffer: boolean; settlementLeftCents?: number | undefined }) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  return (
    <>
      <Notice heading={t('details.chargedOffHeading')} tone="warning">
        <p>{t('details.chargedOffLead')}</p>
        <Facts
          facts={[{ label: t('details.balance'), value: format.maybeMoney(loan.balanceCents) }]}
        />
      </Notice>
      {hasSettlementOffer && (
        <Notice
          heading={t(
            settlementLeftCents === undefined
              ? 'details.settlementHeading'
              : 'details.signedSettlementHeading',
          )}
        >
          <p>
            {settlementLeftCents === undefined
              ? t('details.settlementLead')
              : t('details.signedSettlementLead', { amount: format.money(settlementLeftCents) })}
          </p>
          <Link className={styles.button} to={paymentPage(brand, 'SettlementOffer', loan.loanId)}>
            {t('details.settlementAction')}
          </Link>
        </Notice>
      )}
    </>
  );
}

export function OutForRepoPanel({ loan, brand }: PanelProps) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  return (
    <Notice heading={t('details.outForRepoHeading')} tone="danger" role="alert">
      <p>{t('details.outForRepoLead', { count: loan.daysLate })}</p>
      <Facts
        facts={[
          {
            label: t('details.reinstatement'),
            value: format.maybeMoney(loan.reinstatementAmountCents),
          },
          { label: t('details.payoff'), value: format.maybeMoney(loan.payoffAmountCents) },
          { label: t('details.daysLate'), value: String(loan.daysLate) },
        ]}
      />
      <Link className={styles.button} to={paymentPage(brand, 'OfrVehicleRecovery', loan.loanId)}>
        {t('details.outForRepoAction')}
      </Link>
    </Notice>
  );
}

export function RepossessedPanel({ loan, brand }: PanelProps) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  return (
    <Notice heading={t('details.repossessedHeading')} tone="danger">
      <p>{t('details.repossessedLead')}</p>
      <Facts
        facts={[{ label: t('details.payoff'), value: format.maybeMoney(loan.payoffAmountCents) }]}
      />
      <PhoneLink phone={loan.storePhoneNumber} />
      <Link
        className={styles.buttonSecondary}
        to={paymentPage(brand, 'OfrVehicleRepossessed', loan.loanId)}
      >
        {t('details.repossessedAction')}
      </Link>
    </Notice>
  );
}
