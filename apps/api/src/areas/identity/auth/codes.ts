/**
 * One-time codes: 6 digits, stored as an HMAC (AUTH_SECRET), expire after 10 minutes, single use,
 * at most 5 attempts; a new code replaces the previous one of the same purpose. At most 5 codes
 * per purpose and profile in 15 minutes (the domain's CODE_SEND_THROTTLE; a 429 says when to retry).
 */
import { CODE_SEND_THROTTLE, codeSendDecision } from '@lender/domain';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { authErrors } from '../../../lib/auth-errors';
import type { GuardRepo } from './guard-repo';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_SENDS_PER_WINDOW = CODE_SEND_THROTTLE.perPurpose;
export const CODE_SEND_WINDOW_MS = CODE_SEND_THROTTLE.windowMs;

export interface CodeServiceDeps {
  repo: Pick<GuardRepo, 'insertCode' | 'activeCode' | 'countAttempt' | 'consumeCode' | 'hit'>;
  secret: () => string;
  clock: Clock;
}

export function createCodeService({ repo, secret, clock }: CodeServiceDeps) {
  const hashOf = (profileId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', secret()).update(`${profileId}\n${purpose}\n${code}`).digest('base64url');

  return {
    /** A new code for the purpose (the previous one stops working); throws LimitExceeded past the send limit. */
    async issue(
      profileId: string,
      purpose: CodePurpose,
      subject: Record<string, string> | null = null,
    ): Promise<string> {
      const now = clock();
      const sends = await repo.hit(
        `send:${purpose}:${profileId}`,
        new Date(now.getTime() - CODE_SEND_WINDOW_MS),
        now,
      );
      const decision = codeSendDecision(sends, now.getTime());
      if (decision.kind === 'refuse') throw authErrors.tooManyCodes(decision.retryAfterSeconds);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.insertCode({
        profileId,
        purpose,
        codeHash: hashOf(profileId, purpose, code),
        subject,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        now,
      });
      return code;
    },

    /** Uses the code up and returns its subject; CodeMismatch, ExpiredCode or LimitExceeded otherwise. */
    async consume(
      profileId: string,
      purpose: CodePurpose,
      code: string,
    ): Promise<Record<string, string> | null> {
      const now = clock();
      const row = await repo.activeCode(profileId, purpose);
      if (!row || row.expiresAt.getTime() <= now.getTime()) throw authErrors.expiredCode();
      if (row.attempts >= CODE_MAX_ATTEMPTS) throw authErrors.attemptsExceeded();
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(hashOf(profileId, purpose, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await repo.countAttempt(row.id);
        throw attempts >= CODE_MAX_ATTEMPTS
          ? authErrors.attemptsExceeded()
          : authErrors.codeMismatch();
      }
      if (!(await repo.consumeCode(row.id, now))) throw authErrors.expiredCode();
      return row.subject ?? null;
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
