/** A loader of one of the offers feature (offers-schemas.ts)'s response schemas, for apiGet / apiSend. */
import { lazySchemas } from '../../shared/http/lazy-schemas';

export const offersSchema = lazySchemas(() => import('./offers-schemas'));
