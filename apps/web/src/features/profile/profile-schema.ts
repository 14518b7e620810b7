/** A loader of one of the profile feature (profile-schemas.ts)'s response schemas, for apiGet / apiSend. */
import { lazySchemas } from '../../shared/http/lazy-schemas';

export const profileSchema = lazySchemas(() => import('./profile-schemas'));
