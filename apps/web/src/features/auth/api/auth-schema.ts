/** A loader of one of the auth feature's response schemas (auth-schemas.ts), for apiGet / apiSend. */
import { lazySchemas } from '../../../shared/http/lazy-schemas';

export const authSchema = lazySchemas(() => import('./auth-schemas'));
