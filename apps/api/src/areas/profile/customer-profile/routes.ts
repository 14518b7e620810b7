/** CustomerProfile's calls (spec §7 GET /personalInfo, POST /customerinfo, GET /bankInfo, the banking info update): HTTP only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBankAccountRequestSchema,
  ZBankAccountResponseSchema,
  ZBankInfoQuerySchema,
  ZBankInfoResponseSchema,
  ZCustomerInfoRequestSchema,
  ZErrorResponseSchema,
  ZPersonalInfoQuerySchema,
  ZPersonalInfoResponseSchema,
} from '@lender/contract';
import type { BankingService } from './banking-service';
import type { CustomerProfileService } from './service';
import { signedIn } from '../../../plugins/authenticate';

const tags = ['customer profile'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
  503: ZErrorResponseSchema,
} as const;

export async function customerProfileRoutes(
  app: FastifyInstance,
  { profile, banking }: { profile: CustomerProfileService; banking: BankingService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  user.get(
    '/personalInfo',
    {
      schema: {
        tags,
        summary:
          'The caller’s own record: as a party of a loan, or their profile (SSN and account numbers masked)',
        querystring: ZPersonalInfoQuerySchema,
        response: { 200: ZPersonalInfoResponseSchema, ...errors },
      },
    },
    (request) => profile.personalInfo(request.auth, request.query),
  );
  user.post(
    '/customerinfo',
    {
      schema: {
        tags,
        summary:
          'Change names, contact phone, addresses and/or communication settings (all or nothing)',
        body: ZCustomerInfoRequestSchema,
        response: { 200: ZPersonalInfoResponseSchema, ...errors },
      },
    },
    (request) => profile.updateCustomerInfo(request.auth, request.body),
  );
  user.get(
    '/bankInfo',
    {
      schema: {
        tags,
        summary: 'The bank of a routing number (ABA checksum first)',
        querystring: ZBankInfoQuerySchema,
        response: { 200: ZBankInfoResponseSchema, ...errors },
      },
    },
    (request) => banking.bankInfo(request.query.routingNumber),
  );
  user.post(
    '/bankInfo',
    {
      schema: {
        tags,
        summary: 'Add a bank account (stored encrypted, answered masked); returns bankAccountId',
        body: ZBankAccountRequestSchema,
        response: { 200: ZBankAccountResponseSchema, ...errors },
      },
    },
    (request) => banking.addBankAccount(request.auth, request.body),
  );
}
