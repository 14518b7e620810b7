/** Spec §7 Address and verification (the co-signer's code): HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZSendVerificationCodeRequestSchema,
  ZSendVerificationCodeResponseSchema,
  ZVerificationCodeStatusQuerySchema,
  ZVerificationCodeStatusResponseSchema,
} from '@lender/contract';
import { ACCOUNT_ERROR_RESPONSES } from '../../accounts';
import type { AlternateVerificationService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['alternate party'];

export async function alternateVerificationRoutes(
  app: FastifyInstance,
  { service }: { service: AlternateVerificationService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.post(
    '/sendverificationcode',
    {
      schema: {
        tags,
        summary: 'Send the co-signer a one-time code to pay the loan',
        body: ZSendVerificationCodeRequestSchema,
        response: { 200: ZSendVerificationCodeResponseSchema, ...ACCOUNT_ERROR_RESPONSES },
      },
    },
    (request) => service.sendCode(request.auth, request.body, request.client.language),
  );
  user.get(
    '/verificationcodestatus',
    {
      schema: {
        tags,
        summary: 'Check the co-signer’s code; verified for 15 minutes',
        querystring: ZVerificationCodeStatusQuerySchema,
        response: { 200: ZVerificationCodeStatusResponseSchema, ...ACCOUNT_ERROR_RESPONSES },
      },
    },
    (request) => service.codeStatus(request.auth, request.query),
  );
}
