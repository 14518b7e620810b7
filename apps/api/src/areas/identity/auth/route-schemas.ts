/** The error responses every identity route declares (the one error shape, with errorCode). */
import { ERROR_RESPONSES } from '../../../lib/error-responses';

export const AUTH_ERROR_RESPONSES = ERROR_RESPONSES;
