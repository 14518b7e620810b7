/**
 * On the loan a renewal opened, the business day it posted (decision 026): "You renewed your loan today" with the way
 * to cancel it (CancelRenewal of the old loan, given the renewal payment's key so it can read the confirmation again).
 * The server refuses a cancel that is no longer allowed; the web only hides the link after that day.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAccountDetailResponse } from '@lender/contract';
import { paymentPostingDate, type BrandCode } from '@lender/domain';
import { routePath } from '../../../shared/routing/route-path';
import styles from './accounts.module.css';
import { brandRoute } from './use-loan-route';

export function RenewalCancelNotice({
  brand,
  loan,
}: {
  brand: BrandCode;
  loan: TAccountDetailResponse;
}) {
  const { t } = useTranslation('accounts');
  const from = loan.renewedFrom;
  if (!from || from.postedOn !== paymentPostingDate(new Date())) return null;
  const to = `${routePath(brandRoute(brand, 'CancelRenewal'), { loanId: from.oldLoanId })}?key=${encodeURIComponent(from.messageKey)}`;
  return (
    <section className={styles.card} aria-labelledby="renewed-today-heading">
      <h2 id="renewed-today-heading">{t('details.renewedToday')}</h2>
      <p>{t('details.renewedTodayLead')}</p>
      <Link className={styles.link} to={to}>
        {t('details.cancelRenewal')}
      </Link>
    </section>
  );
}
