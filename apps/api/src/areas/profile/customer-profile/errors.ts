/**
 * The profile's refusals: a 4xx naming the field (`field`, as the API names it) and the domain rule's code
 * (`errorCode`), the message from the one table in the reader's language; too many saves is a 429 with the wait.
 */
import type { BankAccountIssue, ProfileIssueCode } from '@lender/domain';
import { PROFILE_ISSUE_MESSAGES, text, type MessageId, type MessageParam } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

type RuleCode =
  | ProfileIssueCode
  | BankAccountIssue['code']
  | 'voice.notAllowed'
  | 'voice.needsText'
  | 'routingNumber.unknown';

/** Every rule code the profile refuses with, and its message (a code without one does not compile). */
const MESSAGE_OF: Readonly<Record<RuleCode, MessageId>> = {
  ...PROFILE_ISSUE_MESSAGES,
  'voice.notAllowed': 'profile.voiceNotAllowed',
  'voice.needsText': 'profile.voiceNeedsText',
  'routingNumber.invalid': 'profile.routingNumberInvalid',
  'routingNumber.unknown': 'profile.routingNumberUnknown',
  'accountNumber.invalid': 'profile.accountNumberInvalid',
};

export class ProfileError extends CodedError {
  constructor(
    statusCode: number,
    errorCode: string,
    message: MessageId,
    field?: string,
    retryAfterSeconds?: number,
    params?: Record<string, MessageParam>,
  ) {
    super(statusCode, errorCode, text(message, params), field, { retryAfterSeconds });
  }
}

export const profileErrors = {
  rule: (code: RuleCode, field: string, statusCode = 400, params?: Record<string, MessageParam>) =>
    new ProfileError(statusCode, code, MESSAGE_OF[code], field, undefined, params),
  tooManySaves: (retryAfterSeconds: number) =>
    new ProfileError(
      429,
      'TooManyRequestsException',
      'profile.tooManySaves',
      undefined,
      retryAfterSeconds,
    ),
  lookupFailed: () =>
    new ProfileError(503, 'ServiceUnavailableException', 'profile.bankLookupFailed'),
};
