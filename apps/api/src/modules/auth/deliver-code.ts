/** Sends a one-time code through the messaging port and says where it went (masked). */
import type { TCodeDelivery } from '@lender/contract';
import type { IdentityKind } from '../../db/schema';
import type { MessagingPort } from '../../integrations/messaging/port';
import { formatPhoneMasked } from '@lender/domain';
import { CODE_TTL_MS } from './codes';

export type CodeTemplate = 'verificationCode' | 'passwordResetCode' | 'trustedDeviceCode' | 'updateUserCode';

const SUBJECTS: Record<CodeTemplate, string> = {
  verificationCode: 'Verify your account',
  passwordResetCode: 'Reset your password',
  trustedDeviceCode: 'Confirm this device',
  updateUserCode: 'Confirm your new sign-in',
};

export function maskDestination(kind: IdentityKind, value: string): string {
  if (kind === 'phone') return formatPhoneMasked(value);
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export async function deliverCode(
  messaging: MessagingPort,
  input: { kind: IdentityKind; to: string; voice?: boolean; template: CodeTemplate; code: string },
): Promise<TCodeDelivery> {
  const minutes = CODE_TTL_MS / 60_000;
  const spoken = input.code.split('').join(' ');
  const channel = input.kind === 'email' ? 'email' : input.voice ? 'voice' : 'sms';
  const body =
    channel === 'voice'
      ? `Your verification code is ${spoken}. Again, your code is ${spoken}.`
      : `Your verification code is ${input.code}. It expires in ${minutes} minutes.`;
  await messaging.send({ channel, to: input.to, template: input.template, subject: channel === 'email' ? SUBJECTS[input.template] : undefined, body });
  const deliveryMedium = channel === 'email' ? 'EMAIL' : channel === 'voice' ? 'VOICE' : 'SMS';
  return { deliveryMedium, destination: maskDestination(input.kind, input.to) };
}
