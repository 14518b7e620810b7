/** A loader of one of the accounts feature's response schemas (accounts-schemas.ts), for apiGet / apiSend. */
import { lazySchemas } from '../../../shared/http/lazy-schemas';

export const accountsSchema = lazySchemas(() => import('./accounts-schemas'));
