/** Identity tables: devices, sessions, rotated refresh tokens, one-time codes, throttles, sign-in events. */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { profiles } from './people';

/** A browser or app install of a profile (spec §3 deviceKey, deviceGroupKey). */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull().unique(),
    deviceGroupKey: text('device_group_key').notNull(),
    /** what the User-Agent said when the device was first seen (domain deviceLabelOf): shown in the profile's device list */
    browser: text('browser'),
    platform: text('platform'),
    remembered: boolean('remembered').notNull().default(false),
    trusted: boolean('trusted').notNull().default(false),
    trustedAt: timestamptz('trusted_at'),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('devices_profile_id_idx').on(t.profileId)],
);

export const SESSION_SCOPES = ['user', 'guest'] as const;
export type SessionScope = (typeof SESSION_SCOPES)[number];

/** One sign-in (the access token's sid); revoking it ends every access and refresh token it issued. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    scope: text('scope', { enum: SESSION_SCOPES }).notNull(),
    /** guest sessions: the one loan and path of the signed link */
    guestLoanId: uuid('guest_loan_id'),
    guestPath: text('guest_path'),
    guestPayment: boolean('guest_payment').notNull().default(false),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_sessions_profile_id_idx').on(t.profileId),
    index('auth_sessions_device_id_idx').on(t.deviceId),
  ],
);

/**
 * Signed links already used (a signed link is single-use): the SHA-256 of the link's signature, with the
 * link's expiry (past it the row may be deleted: an expired link is refused anyway). A second use
 * answers LinkAlreadyUsedException.
 */
export const usedSignedLinks = pgTable('used_signed_links', {
  signatureHash: text('signature_hash').primaryKey(),
  profileId: uuid('profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at').notNull(),
});

/** Refresh tokens, stored as SHA-256 hashes; each refresh rotates (rotatedAt) within its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_profile_id_idx').on(t.profileId),
  ],
);

export const CODE_PURPOSES = [
  'verifyEmail',
  'verifyPhone',
  'resetPassword',
  'trustedDevice',
  'updateUser',
  'alternatePayment',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** 6-digit one-time codes, stored as keyed hashes: expire, single use, limited attempts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** what the code is for: the new alias (updateUser) or the device id (trustedDevice) */
    subject: jsonb('subject').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_profile_purpose_idx').on(t.profileId, t.purpose)],
);

/** Fixed-window counters (sign-in failures per username and per address, codes sent per destination). */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamptz('window_start').notNull(),
});

/** Sign-in events: never a password, token or code. */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    profileId: uuid('profile_id'),
    usernameKind: text('username_kind'),
    address: text('address'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_events_profile_id_idx').on(t.profileId),
    index('auth_events_type_idx').on(t.type),
  ],
);

/** A passkey (WebAuthn credential) of a profile: signs in without a password or a trusted-device code (decision 019). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** the credential id the authenticator chose (base64url) */
    credentialId: text('credential_id').notNull().unique(),
    /** the COSE public key (base64url) */
    publicKey: text('public_key').notNull(),
    /** the authenticator's signature counter: a sign-in whose counter does not grow is refused (a cloned authenticator) */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** the borrower's name for it; null: shown after browser and platform */
    name: text('name'),
    browser: text('browser'),
    platform: text('platform'),
    backedUp: boolean('backed_up').notNull().default(false),
    lastUsedAt: timestamptz('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_profile_id_idx').on(t.profileId)],
);

export const PASSKEY_CHALLENGE_PURPOSES = ['registration', 'authentication'] as const;
export type PasskeyChallengePurpose = (typeof PASSKEY_CHALLENGE_PURPOSES)[number];

/**
 * Passkey challenges: issued by an options call, good for a few minutes and once (consumedAt), bound to the device
 * key that asked (null: a browser with none yet) and, for a registration, to the profile.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: PASSKEY_CHALLENGE_PURPOSES }).notNull(),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key'),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('passkey_challenges_expires_at_idx').on(t.expiresAt)],
);
