/**
 * Web Push and due-date reminders (decision 020): VAPID keys, PUSH_SERVICE, REMINDER_DAYS_BEFORE, REMINDER_SCHEDULE,
 * for the configuration schema, its checks, and what the reminders module reads.
 */
import { z } from 'zod';
import { booleanString } from './env-values';

/** the VAPID contact outside production when VAPID_SUBJECT is unset */
export const DEV_VAPID_SUBJECT = 'mailto:dev@example.com';

/**
 * The browsers' push services (decision 046): Chrome, Edge's Chromium, Samsung Internet, Opera (Google FCM; Chromium
 * builds without Google's API keys, as Linux distributions ship it, subscribe on jmt17.google.com), Firefox (Mozilla
 * autopush), Safari (Apple), legacy Edge and Windows (WNS). A subscription's endpoint must be on one of them.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'jmt17.google.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** a host name, or `*.` and a domain (its subdomains), or `*` alone (any public host) */
const HOST_PATTERN = /^(\*|(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+)$/;

export const PUSH_ENV_SHAPE = {
  /** Web Push (decision 020): the VAPID key pair (base64url, from web-push generate-vapid-keys) and its contact */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, {
      error: 'must be a base64url P-256 public key (web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, {
      error: 'must be a base64url P-256 private key (web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'must be a mailto: or https:// URL' })
    .optional(),
  /** where pushes go: `web-push` (the browsers' push services), `sandbox` (recorded, /api/dev/pushes) or `off` */
  PUSH_SERVICE: z.enum(['web-push', 'sandbox', 'off']).optional(),
  /** the hosts a push subscription's endpoint may name, comma-separated (default KNOWN_PUSH_SERVICE_HOSTS; `*`: any public host) */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.string().regex(HOST_PATTERN, { error: 'must be host names, *.domain patterns or *' }),
        )
        .min(1),
    )
    .optional(),
  /** the default number of days before a due date that a reminder is sent */
  REMINDER_DAYS_BEFORE: z.coerce.number().int().min(1).max(14).default(3),
  /** the daily reminder pass runs by itself (tests and journeys turn it off and run it through /api/dev/reminders/run) */
  REMINDER_SCHEDULE: booleanString.default(true),
};

interface PushEnv {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUSH_SERVICE?: 'web-push' | 'sandbox' | 'off' | undefined;
  PUSH_ENDPOINT_HOSTS?: string[] | undefined;
  REMINDER_DAYS_BEFORE: number;
  REMINDER_SCHEDULE: boolean;
  NODE_ENV: 'development' | 'test' | 'production';
}

export interface PushConfig {
  /** VAPID keys and subject; unset outside production: generated once and kept in the database (decision 020) */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** PUSH_SERVICE; unset: `sandbox` outside production, in production `web-push` with VAPID keys and `off` without */
  pushService: 'web-push' | 'sandbox' | 'off';
  /** PUSH_ENDPOINT_HOSTS: where a subscription's endpoint may point (its addresses public as well, decision 046) */
  pushEndpointHosts: readonly string[];
  /** REMINDER_DAYS_BEFORE: a reminder's default days before the due date */
  reminderDaysBefore: number;
  /** REMINDER_SCHEDULE: the daily pass is queued by itself */
  reminderSchedule: boolean;
  /** SMTP_URL (it may carry the server's password: never log it) */
}

export function checkPushEnv(env: PushEnv, ctx: z.RefinementCtx): void {
  const production = env.NODE_ENV === 'production';
  // Web Push (decision 020): like SMTP_URL, optional — without keys production reminds by email/text only; a half
  // configuration, a production push without a contact, or the sandbox in production stops the start
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'is required with the other VAPID key',
    });
  }
  if (env.PUSH_SERVICE === 'web-push' && !env.VAPID_PUBLIC_KEY && production) {
    ctx.addIssue({
      code: 'custom',
      path: ['VAPID_PUBLIC_KEY'],
      message: 'is required in production with PUSH_SERVICE=web-push',
    });
  }
  if (production && env.VAPID_PUBLIC_KEY && !env.VAPID_SUBJECT) {
    ctx.addIssue({
      code: 'custom',
      path: ['VAPID_SUBJECT'],
      message: 'is required in production with the VAPID keys',
    });
  }
  if (production && env.PUSH_SERVICE === 'sandbox') {
    ctx.addIssue({
      code: 'custom',
      path: ['PUSH_SERVICE'],
      message: 'sandbox is for development only',
    });
  }
}

export function pushConfigOf(e: PushEnv): PushConfig {
  return {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT ?? DEV_VAPID_SUBJECT,
          }
        : undefined,
    pushService:
      e.PUSH_SERVICE ??
      (e.NODE_ENV !== 'production' ? 'sandbox' : e.VAPID_PUBLIC_KEY ? 'web-push' : 'off'),
    pushEndpointHosts: e.PUSH_ENDPOINT_HOSTS ?? KNOWN_PUSH_SERVICE_HOSTS,
    reminderDaysBefore: e.REMINDER_DAYS_BEFORE,
    reminderSchedule: e.REMINDER_SCHEDULE,
  };
}
