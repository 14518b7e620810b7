/** The co-signer's code message (SMS, voice or email) and where it went, masked. */
import type { TLanguage } from '@lender/contract';
import { text, translate, type MessageId, type MessageParam } from '../../../i18n';
import type { MessageChannel, OutgoingMessage } from '../../../integrations/messaging/port';
import { maskDestination } from '../auth/deliver-code';
import { CODE_TTL_MS } from '../auth/codes';

export const ALTERNATE_CODE_TEMPLATE = 'alternatePaymentCode';

export interface CodeContact {
  phone: string | null;
  email: string | null;
}

/** SMS (voice when asked) to the phone; email only when there is no phone; null when neither. */
export function codeDestination(
  contact: CodeContact,
  isVoice: boolean,
): { channel: MessageChannel; to: string } | null {
  if (contact.phone) return { channel: isVoice ? 'voice' : 'sms', to: contact.phone };
  if (contact.email) return { channel: 'email', to: contact.email };
  return null;
}

/** '(***) ***-0104' for a phone, 'd•••@example.com' for an email. */
export function maskedDestination(channel: MessageChannel, to: string): string {
  return channel === 'email' ? maskDestination('email', to) : maskDestination('phone', to);
}

/** The code comes first, so a reader (or the dev outbox) finds it before any other number. */
export function alternateCodeMessage(input: {
  channel: MessageChannel;
  to: string;
  code: string;
  requesterName: string;
  loanNumber: string;
  language: TLanguage;
}): OutgoingMessage {
  const say = (id: MessageId, params?: Record<string, MessageParam>) =>
    translate(input.language, text(id, params));
  const minutes = CODE_TTL_MS / 60_000;
  const purpose = say('codes.alternatePurpose', {
    requester: input.requesterName,
    loan: input.loanNumber,
  });
  if (input.channel === 'voice') {
    const spoken = input.code.split('').join(' ');
    return {
      channel: 'voice',
      to: input.to,
      template: ALTERNATE_CODE_TEMPLATE,
      body: `${say('codes.spoken', { code: spoken })} ${purpose}`,
    };
  }
  // the code comes first, then why, then when it expires
  const [codeSentence = '', expiry = ''] = say('codes.written', {
    code: input.code,
    minutes,
  }).split(/(?<=\.) /);
  const body = `${codeSentence} ${purpose} ${expiry} ${say('codes.alternateIgnore')}`;
  return {
    channel: input.channel,
    to: input.to,
    template: ALTERNATE_CODE_TEMPLATE,
    ...(input.channel === 'email' ? { subject: say('codes.subject.alternate') } : {}),
    body,
  };
}
