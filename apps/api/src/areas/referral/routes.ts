/** Referral rewards routes (spec §7 Referral and other): HTTP only. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCashOutRequestSchema,
  ZCashOutStartResponseSchema,
  ZCashOutStatusQuerySchema,
  ZCashOutStatusResponseSchema,
  ZErrorResponseSchema,
  ZReferralBalanceHistoryResponseSchema,
  ZReferralEnrolmentResponseSchema,
  ZReferralProfileSchema,
  ZReferralProfileUpdateSchema,
  ZReferralScanRequestSchema,
  ZReferralScanResponseSchema,
  ZReferralShareRequestSchema,
  ZReferralShareResponseSchema,
  ZReferralStatsResponseSchema,
} from '@lender/contract';
import type { ReferralsService } from './service';
import { signedIn } from '../../plugins/authenticate';

const tags = ['referral'];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  422: ZErrorResponseSchema,
  429: ZErrorResponseSchema,
  503: ZErrorResponseSchema,
} as const;
const responses = <T>(ok: T) => ({ 200: ok, ...errors });
const created = <T>(ok: T) => ({ 201: ok, ...errors });
const accepted = <T>(ok: T) => ({ 202: ok, ...errors });

export interface ReferralsRoutesOptions {
  service: ReferralsService;
  /** APP_ORIGIN, when configured: the origin referral links point to (else the request's own) */
  appOrigin: string | undefined;
}

export async function referralsRoutes(
  app: FastifyInstance,
  { service, appOrigin }: ReferralsRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = signedIn(r, 'requireUser');
  const originOf = (request: FastifyRequest) =>
    appOrigin ?? new URL(`${request.protocol}://${request.host}`).origin;

  user.get(
    '/referralStats',
    {
      schema: {
        tags,
        summary: 'The referrer’s sign-ups, scans, amount per share, balance and link',
        response: responses(ZReferralStatsResponseSchema),
      },
    },
    (request) => service.stats(request.auth, originOf(request)),
  );
  user.get(
    '/referralBalanceHistory',
    {
      schema: {
        tags,
        summary: 'The referral balance history, newest first (behind its flag)',
        response: responses(ZReferralBalanceHistoryResponseSchema),
      },
    },
    (request) => service.history(request.auth),
  );
  user.post(
    '/referralShare',
    {
      schema: {
        tags,
        summary: 'Record a share of the caller’s own referral code',
        body: ZReferralShareRequestSchema,
        response: created(ZReferralShareResponseSchema),
      },
    },
    async (request, reply) => reply.code(201).send(await service.share(request.auth, request.body)),
  );
  r.post(
    '/referralScans',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Count an opened referral link or scanned QR code (no sign-in)',
        body: ZReferralScanRequestSchema,
        response: responses(ZReferralScanResponseSchema),
      },
    },
    (request) => service.scan(request.body.shortCode),
  );
  user.post(
    '/referralEnrolment',
    {
      schema: {
        tags,
        summary: 'A non-customer joins referral rewards (spec §4 enrolment rule)',
        response: created(ZReferralEnrolmentResponseSchema),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.enrol(request.auth, originOf(request))),
  );
  user.get(
    '/referralProfile',
    {
      schema: {
        tags,
        summary: 'What a cash-out needs of the payee, and what is missing',
        response: responses(ZReferralProfileSchema),
      },
    },
    (request) => service.profile(request.auth),
  );
  user.put(
    '/referralProfile',
    {
      schema: {
        tags,
        summary: 'Complete the payee’s profile',
        body: ZReferralProfileUpdateSchema,
        response: responses(ZReferralProfileSchema),
      },
    },
    (request) => service.updateProfile(request.auth, request.body),
  );
  user.post(
    '/cashOut',
    {
      schema: {
        tags,
        summary: 'Cash out the referral balance to a debit card: messageKey at once',
        body: ZCashOutRequestSchema,
        response: accepted(ZCashOutStartResponseSchema),
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.cashOut(request.auth, request.body)),
  );
  user.get(
    '/cashOut',
    {
      schema: {
        tags,
        summary: 'A cash-out’s status by messageKey',
        querystring: ZCashOutStatusQuerySchema,
        response: responses(ZCashOutStatusResponseSchema),
      },
    },
    (request) =>
      service.cashOutStatus(request.auth, request.query.messageKey, request.client.language),
  );
}
