/** Who a payment belongs to and whether it is finished: read by the submit and by the payment's later calls. */
import type { AuthContext } from '../../../plugins/authenticate';
import type { PaymentRow } from './repo';

/** The guest session a payment belongs to: the caller's session when it is a guest's, else null. */
export const guestSessionOf = (auth: AuthContext): string | null =>
  auth.scope === 'guest' ? auth.sessionId : null;

/** posted or failed: the job has nothing left to do */
export const isDone = (payment: PaymentRow) =>
  payment.status === 'posted' || payment.status === 'failed';
