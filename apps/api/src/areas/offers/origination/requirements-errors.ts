/** Refusals of the product requirements (decision 060): the domain's codes, the field, the reader's language. */
import type { ProfileIssueCode } from '@lender/domain';
import { PROFILE_ISSUE_MESSAGES, text, type MessageParam } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

export const requirementErrors = {
  rule: (code: ProfileIssueCode, field: string, params?: Record<string, MessageParam>) =>
    new CodedError(400, code, text(PROFILE_ISSUE_MESSAGES[code], params), field),
  spouseNotAsked: () =>
    new CodedError(
      409,
      'origination.spouseNotAsked',
      text('origination.spouseNotAsked'),
      'body.applicationId',
    ),
  spouseMissing: () =>
    new CodedError(
      409,
      'origination.spouseAddressRequired',
      text('origination.spouseAddressRequired'),
      'body.applicationId',
    ),
  demographicsMissing: () =>
    new CodedError(
      409,
      'origination.demographicsRequired',
      text('origination.demographicsRequired'),
      'body.demographicData',
    ),
};
