/** The renewal's ancillary products (spec §2 Payment group, §3 Payment state ancillary products; issue 13). */
import type { ScreenRegistry } from '../../shared/routing/types';

export const screens: ScreenRegistry = {
  AncillaryProducts: () => import('./screens/AncillaryProducts'),
  AncillaryProductsConfirm: () => import('./screens/AncillaryProductsConfirm'),
};
