/** A loader of one of the cards calls' response schemas (cards-schemas.ts), for apiGet / apiSend. */
import { lazySchemas } from '../../http/lazy-schemas';

export const cardsSchema = lazySchemas(() => import('./cards-schemas'));
