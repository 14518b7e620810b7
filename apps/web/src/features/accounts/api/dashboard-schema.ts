/** A loader of one of the Dashboard's response schemas (dashboard-schemas.ts), for apiGet / apiSend. */
import { lazySchemas } from '../../../shared/http/lazy-schemas';

export const dashboardSchema = lazySchemas(() => import('./dashboard-schemas'));
