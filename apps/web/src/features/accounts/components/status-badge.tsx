/**
 * A loan's status as a badge, by its display group (spec §4 statuses → @lender/domain groups); a loan closed by a
 * renewal (Refinance, 22) says so, not just "Closed" (decision 026).
 */
import { useTranslation } from 'react-i18next';
import { LoanStatus, type LoanStatusGroup } from '@lender/domain';
import styles from './accounts.module.css';

const TONE: Record<LoanStatusGroup, string | undefined> = {
  open: undefined,
  paidOff: styles.badgeSuccess,
  settled: styles.badgeSuccess,
  chargedOff: styles.badgeDanger,
  outForRepo: styles.badgeDanger,
  repossessed: styles.badgeDanger,
  bankrupt: styles.badgeWarning,
  sold: styles.badgeWarning,
  closed: undefined,
};

export function StatusBadge({ group, status }: { group: LoanStatusGroup; status?: number }) {
  const { t } = useTranslation('accounts');
  const label = status === LoanStatus.Refinance ? t('status.refinanced') : t(`status.${group}`);
  return <span className={[styles.badge, TONE[group]].filter(Boolean).join(' ')}>{label}</span>;
}
