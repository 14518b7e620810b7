/** A loader of one of the shell's response schemas, for apiGet / apiSend (see shell-schemas.ts and lazy-schemas.ts). */
import { lazySchemas } from './lazy-schemas';

export const shellSchema = lazySchemas(() => import('./shell-schemas'));
