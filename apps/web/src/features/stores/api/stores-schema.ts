/** A loader of one of the stores feature (stores-schemas.ts)'s response schemas, for apiGet / apiSend. */
import { lazySchemas } from '../../../shared/http/lazy-schemas';

export const storesSchema = lazySchemas(() => import('./stores-schemas'));
