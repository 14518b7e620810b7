/** A loan's status as a badge, by its display group (spec §4 statuses → @lender/domain groups). */
import { useTranslation } from 'react-i18next';
import type { LoanStatusGroup } from '@lender/domain';
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

export function StatusBadge({ group }: { group: LoanStatusGroup }) {
  const { t } = useTranslation('accounts');
  return <span className={[styles.badge, TONE[group]].filter(Boolean).join(' ')}>{t(`status.${group}`)}</span>;
}
