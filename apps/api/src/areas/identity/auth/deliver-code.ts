/** Sends a one-time code through the messaging port and says where it went (masked). */
import type { TCodeDelivery, TLanguage } from '@lender/contract';
import type { IdentityKind } from '../../../db/schema';
import type { MessagingPort } from '../../../integrations/messaging/port';
import { formatPhoneMasked } from '@lender/domain';
import { text, translate } from '../../../i18n';
import { CODE_TTL_MS } from './codes';

export type CodeTemplate =
  'verificationCode' | 'passwordResetCode' | 'trustedDeviceCode' | 'updateUserCode';

export function maskDestination(kind: IdentityKind, value: string): string {
  if (kind === 'phone') return formatPhoneMasked(value);
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export async function deliverCode(
  messaging: MessagingPort,
  input: {
    kind: IdentityKind;
    to: string;
    voice?: boolean;
    template: CodeTemplate;
    code: string;
    language: TLanguage;
  },
): Promise<TCodeDelivery> {
  const minutes = CODE_TTL_MS / 60_000;
  const spoken = input.code.split('').join(' ');
  const channel = input.kind === 'email' ? 'email' : input.voice ? 'voice' : 'sms';
  // in the language of the request that asked for the code
  const body = translate(
    input.language,
    channel === 'voice'
      ? text('codes.spoken', { code: spoken })
      : text('codes.written', { code: input.code, minutes }),
  );
  const subject =
    channel === 'email'
      ? translate(input.language, text(`codes.subject.${input.template}`))
      : undefined;
  await messaging.send({ channel, to: input.to, template: input.template, subject, body });
  const deliveryMedium = channel === 'email' ? 'EMAIL' : channel === 'voice' ? 'VOICE' : 'SMS';
  return { deliveryMedium, destination: maskDestination(input.kind, input.to) };
}
