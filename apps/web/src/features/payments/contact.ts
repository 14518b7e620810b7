/** The receipt contact of CustomerDetails: an email, or a 10-digit US phone (spec §5 Phone). */
import { isValidEmail, normalizePhone } from '@lender/domain';
import type { PaymentContact } from '../../shared/session/payment-store';

export type ContactMethod = 'email' | 'phone';

/** The contact, or the i18n key of what is wrong with it. */
export function parseContact(
  method: ContactMethod,
  text: string,
): { contact: PaymentContact } | { errorKey: string } {
  const value = text.trim();
  if (method === 'email') {
    if (!value) return { errorKey: 'customerDetails.emailRequired' };
    return isValidEmail(value)
      ? { contact: { email: value } }
      : { errorKey: 'customerDetails.emailInvalid' };
  }
  if (!value) return { errorKey: 'customerDetails.phoneRequired' };
  const phoneNumber = normalizePhone(value);
  return phoneNumber ? { contact: { phoneNumber } } : { errorKey: 'customerDetails.phoneInvalid' };
}
