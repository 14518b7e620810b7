/**
 * Outside production only: POST /api/dev/profileStatus { email, status } — the lender locks (or unlocks) a profile
 * now, as its back office would, so a journey or a demo sees a signed-in borrower signed out with the profileLock reason.
 * POST /api/dev/customerFlags { email, canUpdateUserLogin } — the lender allows (or stops) online changes of the
 * customer's sign-in email and phone (spec §6 canUpdateUserLogin), so a journey sees the UpdateUser refusal.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZErrorResponseSchema } from '@lender/contract';
import type { Database } from '../../../db/client';
import { customers, identities, profiles } from '../../../db/schema';
import { NotFoundError } from '../../../lib/errors';

const ZProfileStatusRequestSchema = z.strictObject({ email: z.email(), status: z.enum(['active', 'locked']) });
const ZCustomerFlagsRequestSchema = z.strictObject({ email: z.email(), canUpdateUserLogin: z.boolean() });

export async function authDevRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const profileOf = async (email: string) => {
    const [identity] = await db.select({ profileId: identities.profileId }).from(identities).where(and(eq(identities.kind, 'email'), eq(identities.value, email.toLowerCase())));
    if (!identity) throw new NotFoundError('No profile has this email.');
    return identity.profileId;
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/dev/profileStatus',
    { schema: { tags: ['dev'], summary: 'Lock or unlock a profile now (outside production only)', body: ZProfileStatusRequestSchema, response: { 200: z.object({ status: z.enum(['active', 'locked']) }), 400: ZErrorResponseSchema, 404: ZErrorResponseSchema } } },
    async (request) => {
      const { email, status } = request.body;
      await db.update(profiles).set({ status }).where(eq(profiles.id, await profileOf(email)));
      return { status };
    },
  );
  r.post(
    '/dev/customerFlags',
    { schema: { tags: ['dev'], summary: "Allow or stop online changes of a customer's sign-in (outside production only)", body: ZCustomerFlagsRequestSchema, response: { 200: z.object({ canUpdateUserLogin: z.boolean() }), 400: ZErrorResponseSchema, 404: ZErrorResponseSchema } } },
    async (request) => {
      const { email, canUpdateUserLogin } = request.body;
      const [profile] = await db.select({ customerId: profiles.customerId }).from(profiles).where(eq(profiles.id, await profileOf(email)));
      if (!profile?.customerId) throw new NotFoundError('This profile has no customer record.');
      await db.update(customers).set({ canUpdateUserLogin }).where(eq(customers.id, profile.customerId));
      return { canUpdateUserLogin };
    },
  );
}
