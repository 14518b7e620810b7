/** The payer fields POST /payment carries (receipt contact, name, username) for this session. */
import type { PaymentContact } from '../../shared/session/payment-store';
import type { PaymentPayer } from './payment-request';
import type { SessionPayer } from './use-payment-context';

export function paymentPayerOf(payer: SessionPayer, contact: PaymentContact | undefined, customerName: string | undefined): PaymentPayer {
  const email = contact?.email ?? (contact?.phoneNumber || payer.guest ? undefined : payer.email);
  const phoneNumber = email ? undefined : (contact?.phoneNumber ?? payer.phone?.replace(/\D/g, '').slice(-10));
  return { email, phoneNumber: phoneNumber || undefined, customerName, username: payer.username };
}
