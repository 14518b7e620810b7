/** Devices, sessions (sid) and refresh tokens (hashed, rotated within a family). */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  authSessions,
  customers,
  devices,
  profiles,
  refreshTokens,
  usedSignedLinks,
  type SessionScope,
} from '../../../db/schema';
import { perDatabase } from '../../../lib/prepared';

export interface NewSession {
  profileId: string;
  deviceId: string | null;
  scope: SessionScope;
  guestLoanId?: string;
  guestPath?: string;
  guestPayment?: boolean;
  rememberMe: boolean;
  expiresAt: Date;
  now: Date;
}

/**
 * The session with its profile's status, customer ids and whether its device is trusted (a live device
 * that passed the trusted-device challenge): read on every authenticated request, so prepared once.
 */
const sessionContextQuery = perDatabase((db: DbOrTx) =>
  db
    .select({
      session: authSessions,
      status: profiles.status,
      customerId: profiles.customerId,
      nlsCustomerId: customers.nlsCustomerId,
      tlxeCustomerId: customers.tlxeCustomerId,
      deviceTrusted: sql<boolean>`coalesce(${devices.trusted} and ${devices.revokedAt} is null, false)`,
    })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.profileId))
    .leftJoin(customers, eq(customers.id, profiles.customerId))
    .leftJoin(devices, eq(devices.id, authSessions.deviceId))
    .where(eq(authSessions.id, sql.placeholder('sessionId')))
    .prepare('auth_session_context'),
);

export function createSessionRepo(db: DbOrTx) {
  async function revokeSession(sessionId: string, now: Date) {
    await db
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
  }
  return {
    async deviceByKey(deviceKey: string) {
      const [row] = await db.select().from(devices).where(eq(devices.deviceKey, deviceKey));
      return row;
    },
    /** The profile's live trusted devices, the most recently seen first (the profile's device list). */
    async trustedDevicesOf(profileId: string) {
      return db
        .select()
        .from(devices)
        .where(
          and(
            eq(devices.profileId, profileId),
            eq(devices.trusted, true),
            isNull(devices.revokedAt),
          ),
        )
        .orderBy(desc(devices.lastSeenAt));
    },
    async deviceById(id: string) {
      const [row] = await db.select().from(devices).where(eq(devices.id, id));
      return row;
    },
    async groupKeyOf(profileId: string) {
      const [row] = await db
        .select({ key: devices.deviceGroupKey })
        .from(devices)
        .where(eq(devices.profileId, profileId))
        .limit(1);
      return row?.key;
    },
    async createDevice(input: {
      profileId: string;
      deviceKey: string;
      deviceGroupKey: string;
      remembered: boolean;
      now: Date;
      browser?: string | null;
      platform?: string | null;
    }) {
      const [row] = await db
        .insert(devices)
        .values({ ...input, lastSeenAt: input.now, createdAt: input.now })
        .returning();
      if (!row) throw new Error('device insert returned nothing');
      return row;
    },
    async updateDevice(
      id: string,
      patch: Partial<
        Pick<
          typeof devices.$inferInsert,
          'remembered' | 'trusted' | 'trustedAt' | 'lastSeenAt' | 'revokedAt'
        >
      >,
    ) {
      const [row] = await db.update(devices).set(patch).where(eq(devices.id, id)).returning();
      return row;
    },
    async createSession(input: NewSession) {
      const { now, ...values } = input;
      const [row] = await db
        .insert(authSessions)
        .values({ ...values, createdAt: now })
        .returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },
    /** The session with its profile's status, customer ids and device trust (one query per authenticated request). */
    async sessionContext(sessionId: string) {
      const [row] = await sessionContextQuery(db).execute({ sessionId });
      return row;
    },
    revokeSession,
    async revokeSessionsOfDevice(deviceId: string, now: Date) {
      const rows = await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.deviceId, deviceId), isNull(authSessions.revokedAt)));
      for (const row of rows) await revokeSession(row.id, now);
    },
    /** Every session, refresh token and device of the profile ends (new password). */
    async revokeEverything(profileId: string, now: Date) {
      await db
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.profileId, profileId), isNull(authSessions.revokedAt)));
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.profileId, profileId), isNull(refreshTokens.revokedAt)));
      await db
        .update(devices)
        .set({ revokedAt: now, remembered: false, trusted: false })
        .where(and(eq(devices.profileId, profileId), isNull(devices.revokedAt)));
    },
    async insertRefreshToken(input: {
      tokenHash: string;
      familyId: string;
      sessionId: string;
      profileId: string;
      expiresAt: Date;
      now: Date;
    }) {
      const { now, ...values } = input;
      await db.insert(refreshTokens).values({ ...values, createdAt: now });
    },
    async refreshTokenByHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Marks the token rotated; false when another request rotated it first (a reuse). */
    async markRotated(id: number, now: Date) {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    /** Marks a signed link used (single use); false when it was used before. */
    async claimSignedLink(input: {
      signatureHash: string;
      profileId: string;
      expiresAt: Date;
      now: Date;
    }) {
      const { now, ...values } = input;
      const rows = await db
        .insert(usedSignedLinks)
        .values({ ...values, usedAt: now })
        .onConflictDoNothing()
        .returning({ hash: usedSignedLinks.signatureHash });
      return rows.length === 1;
    },
    /** Gives a claimed link back when its session could not be issued. */
    async releaseSignedLink(signatureHash: string) {
      await db.delete(usedSignedLinks).where(eq(usedSignedLinks.signatureHash, signatureHash));
    },
    async revokeFamily(familyId: string, now: Date) {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(eq(refreshTokens.familyId, familyId))
        .returning({ sessionId: refreshTokens.sessionId });
      for (const sessionId of new Set(rows.map((r) => r.sessionId)))
        await db
          .update(authSessions)
          .set({ revokedAt: now })
          .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
export type DeviceRow = NonNullable<Awaited<ReturnType<SessionRepo['deviceByKey']>>>;
