/**
 * Outside production only: POST /api/dev/profileStatus { email, status } — the lender locks (or unlocks) a profile
 * now, as its back office would, so a journey or a demo sees a signed-in borrower signed out with the profileLock reason.
 * POST /api/dev/customerFlags { email, canUpdateUserLogin } — the lender allows (or stops) online changes of the
 * customer's sign-in email and phone (spec §6 canUpdateUserLogin), so a journey sees the UpdateUser refusal.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponseSchema } from '@lender/contract';
import { NotFoundError } from '../../../lib/errors';

const ZProfileStatusRequestSchema = z.strictObject({
  email: z.email(),
  status: z.enum(['active', 'locked']),
});
const ZCustomerFlagsRequestSchema = z.strictObject({
  email: z.email(),
  canUpdateUserLogin: z.boolean(),
});

/** What the dev routes read and change: dev-repo.ts over the app's database, handed in by index.ts. */
export interface AuthDevData {
  profileIdByEmail(email: string): Promise<string | null>;
  setProfileStatus(profileId: string, status: 'active' | 'locked'): Promise<void>;
  customerIdOf(profileId: string): Promise<string | null>;
  setCanUpdateUserLogin(customerId: string, canUpdateUserLogin: boolean): Promise<void>;
}

export async function authDevRoutes(app: FastifyInstance, { data }: { data: AuthDevData }) {
  const profileOf = async (email: string) => {
    const profileId = await data.profileIdByEmail(email);
    if (!profileId) throw new NotFoundError('No profile has this email.');
    return profileId;
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/dev/profileStatus',
    {
      schema: {
        tags: ['dev'],
        summary: 'Lock or unlock a profile now (outside production only)',
        body: ZProfileStatusRequestSchema,
        response: {
          200: z.object({ status: z.enum(['active', 'locked']) }),
          400: ZErrorResponseSchema,
          404: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { email, status } = request.body;
      await data.setProfileStatus(await profileOf(email), status);
      return { status };
    },
  );
  r.post(
    '/dev/customerFlags',
    {
      schema: {
        tags: ['dev'],
        summary: "Allow or stop online changes of a customer's sign-in (outside production only)",
        body: ZCustomerFlagsRequestSchema,
        response: {
          200: z.object({ canUpdateUserLogin: z.boolean() }),
          400: ZErrorResponseSchema,
          404: ZErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { email, canUpdateUserLogin } = request.body;
      const customerId = await data.customerIdOf(await profileOf(email));
      if (!customerId) throw new NotFoundError('This profile has no customer record.');
      await data.setCanUpdateUserLogin(customerId, canUpdateUserLogin);
      return { canUpdateUserLogin };
    },
  );
}
