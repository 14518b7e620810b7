import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CLIENT_PASSWORD_POLICY,
  effectivePasswordPolicy,
  passwordHints,
  passwordProblem,
} from './password';

describe('passwordHints', () => {
  it('applies the fixed client rule without a server policy', () => {
    expect(passwordHints('Abcdefgh1')).toEqual([]);
    expect(passwordHints('abcdefgh1')).toEqual(['upperCase']);
    expect(passwordHints('ABCDEFGH1')).toEqual(['lowerCase']);
    expect(passwordHints('Abcdefghi')).toEqual(['number']);
    expect(passwordHints('Abcdef1')).toEqual(['minimumLength']);
    expect(passwordHints('Abcd efgh1')).toEqual(['noSpaces']);
    expect(passwordHints('')).toEqual(['number', 'upperCase', 'lowerCase', 'minimumLength']);
  });

  it('lets the stricter server policy win', () => {
    const server = {
      minimumLength: 12,
      requireSymbols: true,
      requireLowercase: false,
      requireNoSpaces: false,
    };
    expect(passwordHints('Abcdefgh1', server)).toEqual(['specialCharacter', 'minimumLength']);
    expect(passwordHints('Abcdefgh1!xy', server)).toEqual([]);
    expect(passwordHints('abcdefgh1!xy', server)).toEqual(['upperCase']);
    expect(passwordHints('Abcdefgh1', { minimumLength: 6 })).toEqual([]);
    expect(effectivePasswordPolicy({ minimumLength: 6, requireUppercase: false })).toEqual(
      CLIENT_PASSWORD_POLICY,
    );
  });

  it('never accepts a password the client rule rejects, whatever the policy', () => {
    const policy = fc.record({
      minimumLength: fc.integer({ min: 0, max: 20 }),
      requireLowercase: fc.boolean(),
      requireNoSpaces: fc.boolean(),
      requireNumbers: fc.boolean(),
      requireSymbols: fc.boolean(),
      requireUppercase: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), policy, (pw, pol) => {
        const clientUnmet = passwordHints(pw);
        const combined = passwordHints(pw, pol);
        return clientUnmet.every((h) => combined.includes(h));
      }),
    );
  });
});

describe('passwordProblem', () => {
  it('returns the codes of the spec messages', () => {
    expect(passwordProblem('')).toBe('passwordRequired');
    expect(passwordProblem(undefined)).toBe('passwordRequired');
    expect(passwordProblem('short')).toBe('passwordRequirements');
    expect(passwordProblem('Abcdefgh1')).toBeNull();
    expect(passwordProblem('Abcdefgh1', { requireSymbols: true })).toBe('passwordRequirements');
  });
});
