/** Login field checks with the domain's rules (spec §5), as i18n keys of the auth namespace. */
import {
  PASSWORD_REQUIRED_MESSAGE,
  USERNAME_INVALID_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
  validateUsername,
} from '@lender/domain';

const KEYS: Record<string, string> = {
  [USERNAME_REQUIRED_MESSAGE]: 'login.validation.usernameRequired',
  [USERNAME_INVALID_MESSAGE]: 'login.validation.usernameInvalid',
  [PASSWORD_REQUIRED_MESSAGE]: 'login.validation.passwordRequired',
};

export interface LoginFieldErrors {
  username?: string;
  password?: string;
}

/** Signing in checks that a password is given; the strength rules apply when one is chosen. */
export function validateLogin(username: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const usernameError = validateUsername(username);
  if (usernameError) errors.username = KEYS[usernameError] ?? 'login.validation.usernameInvalid';
  if (!password) errors.password = KEYS[PASSWORD_REQUIRED_MESSAGE];
  return errors;
}
