/**
 * POST /addOnLock (spec §4, §7): before an add-on (a draw, an add-on loan) the borrower's session takes the
 * loan's add-on lock, with her position when the location check asks for it. A 400 means locked elsewhere;
 * a 422 names the location rule (LOCATION_ERROR_CODES).
 */
import type { TAddOnLockRequest } from '@lender/contract';
import { apiSend } from '../http/client';
import { lockSchema } from '../loans/lock-schema';

export const takeAddOnLock = (request: TAddOnLockRequest) =>
  apiSend('POST', '/addOnLock', lockSchema('ZAddOnLockResponseSchema'), request);
