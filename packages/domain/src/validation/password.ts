/** Spec §5 Password: a fixed client rule combined with the server's password policy. */
export interface PasswordPolicy {
  minimumLength: number;
  requireLowercase: boolean;
  requireNoSpaces: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
  requireUppercase: boolean;
}

/** Minimum length 9; uppercase, lowercase and numbers required; no spaces; symbols not required. */
export const CLIENT_PASSWORD_POLICY: Readonly<PasswordPolicy> = {
  minimumLength: 9,
  requireLowercase: true,
  requireNoSpaces: true,
  requireNumbers: true,
  requireSymbols: false,
  requireUppercase: true,
};

/** Hint ids, in the order the hints are shown. */
export const PASSWORD_HINT_IDS = [
  'specialCharacter',
  'number',
  'upperCase',
  'lowerCase',
  'minimumLength',
  'noSpaces',
] as const;
export type PasswordHintId = (typeof PASSWORD_HINT_IDS)[number];

/** The stricter of the client rule and the server policy wins, field by field. */
export function effectivePasswordPolicy(server?: Partial<PasswordPolicy> | null): PasswordPolicy {
  const c = CLIENT_PASSWORD_POLICY;
  return {
    minimumLength: Math.max(c.minimumLength, server?.minimumLength ?? 0),
    requireLowercase: c.requireLowercase || Boolean(server?.requireLowercase),
    requireNoSpaces: c.requireNoSpaces || Boolean(server?.requireNoSpaces),
    requireNumbers: c.requireNumbers || Boolean(server?.requireNumbers),
    requireSymbols: c.requireSymbols || Boolean(server?.requireSymbols),
    requireUppercase: c.requireUppercase || Boolean(server?.requireUppercase),
  };
}

const SYMBOL = /[^A-Za-z0-9\s]/;
const DIGIT = /[0-9]/;
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
const SPACE = /\s/;

/** The unmet hints for this password, in display order; empty when the password is acceptable. */
export function passwordHints(
  password: string,
  policy?: Partial<PasswordPolicy> | null,
): PasswordHintId[] {
  const p = effectivePasswordPolicy(policy);
  const unmet: Record<PasswordHintId, boolean> = {
    specialCharacter: p.requireSymbols && !SYMBOL.test(password),
    number: p.requireNumbers && !DIGIT.test(password),
    upperCase: p.requireUppercase && !UPPER.test(password),
    lowerCase: p.requireLowercase && !LOWER.test(password),
    minimumLength: [...password].length < p.minimumLength,
    noSpaces: p.requireNoSpaces && SPACE.test(password),
  };
  return PASSWORD_HINT_IDS.filter((id) => unmet[id]);
}

export type PasswordProblem = 'passwordRequired' | 'passwordRequirements';

/** What is wrong with a chosen password, as a code (the web and the API each word it), or null. */
export function passwordProblem(
  password: string | null | undefined,
  policy?: Partial<PasswordPolicy> | null,
): PasswordProblem | null {
  if (!password) return 'passwordRequired';
  return passwordHints(password, policy).length > 0 ? 'passwordRequirements' : null;
}
