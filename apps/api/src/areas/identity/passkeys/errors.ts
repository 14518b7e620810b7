/**
 * The passkey calls' refusals beside the identity errors (authErrors.passkeyNotRecognized / passkeyChallengeInvalid
 * for sign-in): a 4xx naming the field and the rule's code, the message from the one table in the reader's language.
 */
import type { PasskeyNameIssue } from '@lender/domain';
import { text, type MessageId } from '../../../i18n';
import { CodedError, ServiceUnavailableError } from '../../../lib/errors';

const NAME_MESSAGES: Readonly<Record<PasskeyNameIssue, MessageId>> = {
  'passkeyName.empty': 'passkey.nameEmpty',
  'passkeyName.tooLong': 'passkey.nameTooLong',
  'passkeyName.controlCharacters': 'passkey.nameControlCharacters',
};

export const passkeyErrors = {
  unavailable: () => new ServiceUnavailableError(text('passkey.unavailable')),
  name: (issue: PasskeyNameIssue) =>
    new CodedError(400, issue, text(NAME_MESSAGES[issue]), 'body.name'),
  invalid: () => new CodedError(400, 'passkey.invalid', text('passkey.invalid'), 'body.response'),
  challenge: () =>
    new CodedError(400, 'passkey.challenge', text('auth.passkeyChallengeInvalid'), 'body.response'),
  alreadyRegistered: () =>
    new CodedError(
      409,
      'passkey.alreadyRegistered',
      text('passkey.alreadyRegistered'),
      'body.response',
    ),
  notFound: () => new CodedError(404, 'passkey.notFound', text('passkey.notFound'), 'body.id'),
};
