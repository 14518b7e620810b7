/** A loader of a loan lock's answer schema (lock-schemas.ts), for apiSend. */
import { lazySchemas } from '../http/lazy-schemas';

export const lockSchema = lazySchemas(() => import('./lock-schemas'));
