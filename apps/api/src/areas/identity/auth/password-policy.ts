/** The server password policy of spec §5 (GET /passwordPolicy); passwords are checked against it combined with the client rule. */
import { passwordProblem, type PasswordPolicy } from '@lender/domain';
import { text } from '../../../i18n';
import { authErrors } from '../../../lib/auth-errors';

export const SERVER_PASSWORD_POLICY: Readonly<PasswordPolicy> = {
  minimumLength: 9,
  requireLowercase: true,
  requireNoSpaces: true,
  requireNumbers: true,
  requireSymbols: false,
  requireUppercase: true,
};

/** Throws InvalidPasswordException with the spec §5 message when the password does not meet the policy. */
export function assertPasswordAcceptable(password: string): void {
  const problem = passwordProblem(password, SERVER_PASSWORD_POLICY);
  if (problem) throw authErrors.invalidPassword(text(`auth.${problem}`));
}
