/** Identity field checks with the domain's rules (spec §5), as i18n keys of the auth namespace. */
import {
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_REQUIREMENTS_MESSAGE,
  USERNAME_INVALID_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
  validatePassword,
  validateUsername,
  type PasswordPolicy,
} from '@lender/domain';

const KEYS: Record<string, string> = {
  [USERNAME_REQUIRED_MESSAGE]: 'login.validation.usernameRequired',
  [USERNAME_INVALID_MESSAGE]: 'login.validation.usernameInvalid',
  [PASSWORD_REQUIRED_MESSAGE]: 'login.validation.passwordRequired',
  [PASSWORD_REQUIREMENTS_MESSAGE]: 'login.validation.passwordRequirements',
};

export interface LoginFieldErrors {
  username?: string;
  password?: string;
}

export function usernameErrorKey(username: string): string | undefined {
  const error = validateUsername(username);
  return error ? (KEYS[error] ?? 'login.validation.usernameInvalid') : undefined;
}

/** Signing in checks that a password is given; the strength rules apply when one is chosen. */
export function validateLogin(username: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const usernameError = usernameErrorKey(username);
  if (usernameError) errors.username = usernameError;
  if (!password) errors.password = KEYS[PASSWORD_REQUIRED_MESSAGE];
  return errors;
}

/** A chosen password: required, and it must meet the client rule combined with the server policy. */
export function newPasswordErrorKey(
  password: string,
  policy?: Partial<PasswordPolicy> | null,
): string | undefined {
  const error = validatePassword(password, policy);
  return error ? KEYS[error] : undefined;
}

export function confirmPasswordErrorKey(password: string, confirm: string): string | undefined {
  if (!confirm) return 'login.validation.confirmRequired';
  return confirm === password ? undefined : 'login.validation.passwordMismatch';
}
