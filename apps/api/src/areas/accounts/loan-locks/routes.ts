/** Spec §7 Loan locks: HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAddOnLockQuerySchema,
  ZAddOnLockRequestSchema,
  ZAddOnLockResponseSchema,
  ZAddOnLockStatusResponseSchema,
  ZLoanLockListResponseSchema,
  ZLoanLockQuerySchema,
  ZLoanLockRequestSchema,
  ZLoanLockResponseSchema,
} from '@lender/contract';
import { ACCOUNT_ERROR_RESPONSES } from '../accounts/route-schemas';
import type { LoanLocksService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['loan locks'];
const responses = <T>(ok: T) => ({ 200: ok, ...ACCOUNT_ERROR_RESPONSES });

export async function loanLocksRoutes(
  app: FastifyInstance,
  { service }: { service: LoanLocksService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/loanlock',
    {
      schema: {
        tags,
        summary: 'Lock states of the caller’s loans',
        querystring: ZLoanLockQuerySchema,
        response: responses(ZLoanLockListResponseSchema),
      },
    },
    (request) => service.list(request.auth, request.query),
  );
  user.post(
    '/loanlock',
    {
      schema: {
        tags,
        summary: 'Take or release a loan lock (alternate-party lockout)',
        body: ZLoanLockRequestSchema,
        response: responses(ZLoanLockResponseSchema),
      },
    },
    (request) => service.set(request.auth, request.body),
  );
  user.get(
    '/addOnLock',
    {
      schema: {
        tags,
        summary: 'Is the loan locked for an add-on',
        querystring: ZAddOnLockQuerySchema,
        response: responses(ZAddOnLockStatusResponseSchema),
      },
    },
    (request) => service.addOnStatus(request.auth, request.query.loanId),
  );
  user.post(
    '/addOnLock',
    {
      schema: {
        tags,
        summary: 'Try-lock a loan for an add-on (400 means locked)',
        body: ZAddOnLockRequestSchema,
        response: responses(ZAddOnLockResponseSchema),
      },
    },
    (request) => service.tryAddOnLock(request.auth, request.body),
  );
}
