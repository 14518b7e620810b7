/** A loader of one of the payments feature's response schemas (payments-schemas.ts), for apiGet / apiSend. */
import { lazySchemas } from '../../../shared/http/lazy-schemas';

export const paymentsSchema = lazySchemas(() => import('./payments-schemas'));
