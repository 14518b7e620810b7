/**
 * Spec §6 Alternate party, §7 Address and verification: the co-signer of a loan proves who they are
 * with a one-time code sent to their own contact on the loan (POST /sendverificationcode), then
 * checks it (GET /verificationcodestatus). A verified co-signer may pay that loan for
 * ALTERNATE_VERIFICATION_MINUTES. Codes reuse the identity code service (hashed, 10 min, single
 * use, 5 attempts, 5 sends per 15 min per profile).
 */
import { randomUUID } from 'node:crypto';
import type {
  TLanguage,
  TSendVerificationCodeRequest,
  TSendVerificationCodeResponse,
  TVerificationCodeStatusResponse,
} from '@lender/contract';
import { ALTERNATE_VERIFICATION_MINUTES } from '@lender/domain';
import type { LoanSystemRegistry } from '../../../integrations/loan-systems';
import type { MessagingPort } from '../../../integrations/messaging/port';
import type { Clock } from '../../../lib/clock';
import { ForbiddenError, ValidationError } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/authenticate';
import { accessibleLoan } from '../../accounts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, type CodeService } from '../auth/codes';
import { isAuthError } from '../../../lib/auth-errors';
import type { GuardRepo } from '../auth/guard-repo';
import { alternateCodeMessage, codeDestination, maskedDestination } from './message';
import { ALTERNATE_CODE_PURPOSE, type AlternateVerificationRepo } from './repo';

export const NOT_COSIGNER_MESSAGE = 'Only the co-signer of this loan can be verified to pay it.';
export const NOT_YOUR_CUSTOMER_ID_MESSAGE = 'The customer id is not yours.';
const MINUTE_MS = 60_000;

export interface AlternateVerificationDeps {
  loans: Pick<LoanSystemRegistry, 'findLoan' | 'adapter'>;
  codes: Pick<CodeService, 'issue' | 'consume'>;
  guards: Pick<GuardRepo, 'activeCode'>;
  repo: Pick<AlternateVerificationRepo, 'markVerified'>;
  messaging: MessagingPort;
  clock: Clock;
}

type SendInput = Pick<TSendVerificationCodeRequest, 'customerId' | 'loanId' | 'requesterName'> & {
  isVoice: boolean;
};

export function createAlternateVerificationService({
  loans,
  codes,
  guards,
  repo,
  messaging,
  clock,
}: AlternateVerificationDeps) {
  /** The loan, when the caller co-signs it: a stranger gets 404, the borrower 403. */
  async function cosignedLoan(auth: AuthContext, loanId: string) {
    const { loan, isAlternate } = await accessibleLoan(loans, auth, loanId);
    if (!isAlternate || !loan.cosigner) throw new ForbiddenError(NOT_COSIGNER_MESSAGE);
    return { loan, cosigner: loan.cosigner };
  }

  const notVerified = (attemptsLeft: number): TVerificationCodeStatusResponse => ({
    verified: false,
    attemptsLeft,
    verifiedUntil: null,
  });

  return {
    async sendCode(
      auth: AuthContext,
      body: SendInput,
      language: TLanguage = 'en',
    ): Promise<TSendVerificationCodeResponse> {
      const { loan, cosigner } = await cosignedLoan(auth, body.loanId);
      if (body.customerId !== cosigner.customerId)
        throw new ForbiddenError(NOT_YOUR_CUSTOMER_ID_MESSAGE);
      const record = await loans.adapter(loan.loanSystem).customerRecord(cosigner.recordId);
      const destination = codeDestination(
        { phone: record?.phone || null, email: record?.email || null },
        body.isVoice,
      );
      if (!destination)
        throw new ValidationError(
          'There is no phone or email on the loan to send a code to',
          'body.customerId',
        );
      const code = await codes.issue(auth.profileId, ALTERNATE_CODE_PURPOSE, {
        loanId: loan.loanId,
        codeRef: randomUUID(),
      });
      const expiresAt = new Date(clock().getTime() + CODE_TTL_MS);
      await messaging.send(
        alternateCodeMessage({
          ...destination,
          code,
          requesterName: body.requesterName,
          loanNumber: loan.lmsId,
          language,
        }),
      );
      return {
        sent: true,
        channel: destination.channel,
        destination: maskedDestination(destination.channel, destination.to),
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Checks the newest live code for this loan; a wrong code counts an attempt and says how many are left. */
    async codeStatus(
      auth: AuthContext,
      query: { loanId: string; verificationCode: string },
    ): Promise<TVerificationCodeStatusResponse> {
      await cosignedLoan(auth, query.loanId);
      const now = clock();
      const live = await guards.activeCode(auth.profileId, ALTERNATE_CODE_PURPOSE);
      if (
        !live ||
        live.subject?.loanId !== query.loanId ||
        live.expiresAt.getTime() <= now.getTime() ||
        live.attempts >= CODE_MAX_ATTEMPTS
      )
        return notVerified(0);
      let subject: Record<string, string> | null;
      try {
        subject = await codes.consume(
          auth.profileId,
          ALTERNATE_CODE_PURPOSE,
          query.verificationCode,
        );
      } catch (error) {
        if (!isAuthError(error)) throw error;
        const after = await guards.activeCode(auth.profileId, ALTERNATE_CODE_PURPOSE);
        return notVerified(
          after && after.id === live.id ? Math.max(0, CODE_MAX_ATTEMPTS - after.attempts) : 0,
        );
      }
      const verifiedUntil = new Date(now.getTime() + ALTERNATE_VERIFICATION_MINUTES * MINUTE_MS);
      const codeRef = subject?.codeRef;
      if (!codeRef || subject?.loanId !== query.loanId) return notVerified(0);
      if (
        !(await repo.markVerified({
          profileId: auth.profileId,
          codeRef,
          verifiedAt: now,
          verifiedUntil,
        }))
      )
        return notVerified(0);
      return { verified: true, attemptsLeft: 0, verifiedUntil: verifiedUntil.toISOString() };
    },
  };
}

export type AlternateVerificationService = ReturnType<typeof createAlternateVerificationService>;
