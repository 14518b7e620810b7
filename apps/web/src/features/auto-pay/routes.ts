/** Auto-pay for the renewal's new loan (spec §2 Payment group, §3 Payment state auto-pay; issue 13). */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  AutoPayConfirm: () => import('./screens/AutoPayConfirm'),
  AutoPayUpdatePaymentMethod: () => import('./screens/AutoPayUpdatePaymentMethod'),
  AutoPayAddMethod: () => import('./screens/AutoPayAddMethod'),
};
