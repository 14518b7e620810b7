/** The co-signer's code message (SMS, voice or email) and where it went, masked. */
import type { MessageChannel, OutgoingMessage } from '../../integrations/messaging/port';
import { maskDestination } from '../auth/deliver-code';
import { CODE_TTL_MS } from '../auth/codes';

export const ALTERNATE_CODE_TEMPLATE = 'alternatePaymentCode';

export interface CodeContact {
  phone: string | null;
  email: string | null;
}

/** SMS (voice when asked) to the phone; email only when there is no phone; null when neither. */
export function codeDestination(contact: CodeContact, isVoice: boolean): { channel: MessageChannel; to: string } | null {
  if (contact.phone) return { channel: isVoice ? 'voice' : 'sms', to: contact.phone };
  if (contact.email) return { channel: 'email', to: contact.email };
  return null;
}

/** '(***) ***-0104' for a phone, 'd•••@example.com' for an email. */
export function maskedDestination(channel: MessageChannel, to: string): string {
  return channel === 'email' ? maskDestination('email', to) : maskDestination('phone', to);
}

/** The code comes first, so a reader (or the dev outbox) finds it before any other number. */
export function alternateCodeMessage(input: { channel: MessageChannel; to: string; code: string; requesterName: string; loanNumber: string }): OutgoingMessage {
  const minutes = CODE_TTL_MS / 60_000;
  const purpose = `${input.requesterName} asked to verify you as the co-signer paying loan ${input.loanNumber}.`;
  if (input.channel === 'voice') {
    const spoken = input.code.split('').join(' ');
    return { channel: 'voice', to: input.to, template: ALTERNATE_CODE_TEMPLATE, body: `Your verification code is ${spoken}. Again, your code is ${spoken}. ${purpose}` };
  }
  const body = `Your verification code is ${input.code}. ${purpose} It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`;
  return { channel: input.channel, to: input.to, template: ALTERNATE_CODE_TEMPLATE, ...(input.channel === 'email' ? { subject: 'Your co-signer verification code' } : {}), body };
}
