/**
 * The notice to the old address after a sign-in email or phone change (issue 15): whoever made the change, the
 * owner of the old address learns of it — the new one masked, as the code screens show it.
 */
import type { TLanguage } from '@lender/contract';
import type { IdentityKind } from '../../../db/schema';
import type { MessagingPort } from '../../../integrations/messaging/port';
import { text, translate } from '../../../i18n';
import { maskDestination } from '../auth/deliver-code';

export async function sendOldAliasNotice(
  messaging: MessagingPort,
  change: { kind: IdentityKind; oldValue: string; newValue: string; language: TLanguage },
): Promise<void> {
  const alias = maskDestination(change.kind, change.newValue);
  const body = translate(
    change.language,
    text(change.kind === 'email' ? 'updateUser.emailChanged' : 'updateUser.phoneChanged', {
      alias,
    }),
  );
  const isEmail = change.kind === 'email';
  await messaging.send({
    channel: isEmail ? 'email' : 'sms',
    to: change.oldValue,
    template: 'userUpdatedNotice',
    subject: isEmail ? translate(change.language, text('updateUser.changedSubject')) : undefined,
    body,
  });
}
