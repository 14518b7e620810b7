/** The Dashboard's show-all / paid-off toggle (spec §4): a two-option radio group. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_VIEWS, type DashboardView } from '@lender/domain';
import styles from './view-toggle.module.css';

const LABEL: Record<DashboardView, string> = {
  all: 'dashboard.viewAll',
  paidOff: 'dashboard.viewPaidOff',
};

export function ViewToggle({
  view,
  onChange,
}: {
  view: DashboardView;
  onChange: (view: DashboardView) => void;
}) {
  const { t } = useTranslation('accounts');
  const name = useId();
  return (
    <fieldset className={styles.toggle}>
      <legend>{t('dashboard.viewLegend')}</legend>
      <div className={styles.toggleOptions}>
        {DASHBOARD_VIEWS.map((option) => (
          <label key={option} className={styles.toggleOption}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={view === option}
              onChange={() => onChange(option)}
            />
            <span>{t(LABEL[option])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
