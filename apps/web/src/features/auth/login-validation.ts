/** Identity field checks with the domain's rules (spec §5), as i18n keys of the auth namespace. */
import {
  passwordProblem,
  usernameProblem,
  type PasswordPolicy,
  type PasswordProblem,
  type UsernameProblem,
} from '@lender/domain';

/** The domain's problem codes are the keys' last part: usernameRequired, usernameInvalid, passwordRequired, passwordRequirements. */
const keyOf = (problem: UsernameProblem | PasswordProblem) => `login.validation.${problem}`;

export interface LoginFieldErrors {
  username?: string;
  password?: string;
}

export function usernameErrorKey(username: string): string | undefined {
  const problem = usernameProblem(username);
  return problem ? keyOf(problem) : undefined;
}

/** Signing in checks that a password is given; the strength rules apply when one is chosen. */
export function validateLogin(username: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const usernameError = usernameErrorKey(username);
  if (usernameError) errors.username = usernameError;
  if (!password) errors.password = keyOf('passwordRequired');
  return errors;
}

/** A chosen password: required, and it must meet the client rule combined with the server policy. */
export function newPasswordErrorKey(
  password: string,
  policy?: Partial<PasswordPolicy> | null,
): string | undefined {
  const problem = passwordProblem(password, policy);
  return problem ? keyOf(problem) : undefined;
}

export function confirmPasswordErrorKey(password: string, confirm: string): string | undefined {
  if (!confirm) return 'login.validation.confirmRequired';
  return confirm === password ? undefined : 'login.validation.passwordMismatch';
}
