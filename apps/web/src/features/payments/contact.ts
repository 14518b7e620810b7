/** The receipt contact of CustomerDetails: an email, or a 10-digit US phone (spec §5 Phone). */
import type { PaymentContact } from '../../shared/session/payment-store';

export type ContactMethod = 'email' | 'phone';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^[2-9]\d{9}$/;

export const phoneDigits = (text: string): string => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** The contact, or the i18n key of what is wrong with it. */
export function parseContact(method: ContactMethod, text: string): { contact: PaymentContact } | { errorKey: string } {
  const value = text.trim();
  if (method === 'email') {
    if (!value) return { errorKey: 'customerDetails.emailRequired' };
    return EMAIL.test(value) ? { contact: { email: value } } : { errorKey: 'customerDetails.emailInvalid' };
  }
  const digits = phoneDigits(value);
  if (!digits) return { errorKey: 'customerDetails.phoneRequired' };
  return PHONE.test(digits) ? { contact: { phoneNumber: digits } } : { errorKey: 'customerDetails.phoneInvalid' };
}
