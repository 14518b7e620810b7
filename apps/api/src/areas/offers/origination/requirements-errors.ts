/** Refusals of the product requirements (decision 060): the domain's codes, the field, the reader's language. */
import type { ProfileIssueCode } from '@lender/domain';
import { text, type MessageId, type MessageParam } from '../../../i18n';
import { CodedError } from '../../../lib/errors';

const MESSAGE_OF: Readonly<Record<ProfileIssueCode, MessageId>> = {
  'name.invalid': 'profile.nameInvalid',
  'phone.invalid': 'profile.phoneInvalid',
  'phone.areaCode': 'profile.phoneAreaCode',
  'zip.invalid': 'profile.zipInvalid',
  'zip.notInState': 'profile.zipNotInState',
  'state.invalid': 'profile.stateInvalid',
  'address.required': 'profile.addressRequired',
  'city.invalid': 'profile.cityInvalid',
};

export const requirementErrors = {
  rule: (code: ProfileIssueCode, field: string, params?: Record<string, MessageParam>) =>
    new CodedError(400, code, text(MESSAGE_OF[code], params), field),
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
