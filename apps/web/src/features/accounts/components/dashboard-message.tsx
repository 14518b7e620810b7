/** GET /dashboardmessage: a lender message shown above the loans, when there is one. */
import { useTranslation } from 'react-i18next';
import type { BrandCode } from '@lender/domain';
import { useDashboardMessage } from '../api/accounts';
import { Notice } from './notice';

export function DashboardMessage({ brand }: { brand: BrandCode }) {
  const { t } = useTranslation('accounts');
  const message = useDashboardMessage(brand).data?.message;
  if (!message) return null;
  return (
    <Notice
      heading={message.title || t('dashboard.messageLabel')}
      tone={message.severity === 'warning' ? 'warning' : 'info'}
    >
      <p>{message.body}</p>
    </Notice>
  );
}
