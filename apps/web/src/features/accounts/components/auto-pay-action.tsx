/**
 * Under the loan's facts (decision 056): an auto-payment that did not go through, said as an alert with what to do,
 * and the way to the loan's auto-pay (AutoPayConfirm with no renewal in progress: enrol, change card, leave) —
 * "Manage auto-pay" when enrolled, "Set up auto-pay" when the borrower may enrol (canAutoPay).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAutoPay } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { useFormat } from '../../../shared/i18n/format';
import { routePath } from '../../../shared/routing/route-path';
import styles from './accounts.module.css';
import { brandRoute } from './use-loan-route';

export function AutoPayAction({
  brand,
  loanId,
  autoPay,
}: {
  brand: BrandCode;
  loanId: string;
  autoPay: TAutoPay | undefined;
}) {
  const { t } = useTranslation('accounts');
  const format = useFormat();
  if (!autoPay) return null;
  const failed = autoPay.lastCharge?.status === 'failed' ? autoPay.lastCharge : null;
  const to = routePath(brandRoute(brand, 'AutoPayConfirm'), { loanId });
  return (
    <>
      {failed && (
        <div role="alert" className={styles.noticeDanger}>
          <p>
            {t('details.autoPayFailed', {
              amount: format.money(failed.amountCents ?? 0),
              date: format.date(failed.dueDate),
            })}
          </p>
        </div>
      )}
      {(autoPay.enrolled || autoPay.canAutoPay) && (
        <Link className={styles.link} to={to}>
          {autoPay.enrolled ? t('details.autoPayManage') : t('details.autoPaySetUp')}
        </Link>
      )}
    </>
  );
}
