/** The message of each profile rule code (domain ProfileIssueCode): the profile's and the spouse address's refusals. */
import type { ProfileIssueCode } from '@lender/domain';
import type { MessageId } from './messages';

export const PROFILE_ISSUE_MESSAGES: Readonly<Record<ProfileIssueCode, MessageId>> = {
  'name.invalid': 'profile.nameInvalid',
  'phone.invalid': 'profile.phoneInvalid',
  'phone.areaCode': 'profile.phoneAreaCode',
  'zip.invalid': 'profile.zipInvalid',
  'zip.notInState': 'profile.zipNotInState',
  'state.invalid': 'profile.stateInvalid',
  'address.required': 'profile.addressRequired',
  'city.invalid': 'profile.cityInvalid',
};
