/**
 * Email and text messages: the SMTP server and sender, the SMS/voice endpoint, and how undelivered messages are
 * retried — for the configuration schema and what the messaging dispatcher reads. Unset addresses mean the sandbox.
 */
import { z } from 'zod';

export const MESSAGING_ENV_SHAPE = {
  /** email through this SMTP server (smtp://user:pass@host:587, smtps://… for TLS from the start); unset: the sandbox */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** the sender of every email ("Name <address>" or an address); unset: the default brand's name at no-reply@ its support domain */
  SMTP_FROM: z.string().trim().min(3).max(320).optional(),
  /** SMS and voice messages are POSTed as JSON to this URL; unset: the sandbox */
  SMS_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** delivery attempts of a message before it is dead-lettered */
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** seconds before a message's first retry, doubled for each one after (at most MESSAGE_RETRY_MAX_SECONDS) */
  MESSAGE_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  MESSAGE_RETRY_MAX_SECONDS: z.coerce.number().min(1).max(86_400).default(900),
};

interface MessagingEnv {
  SMTP_URL?: string | undefined;
  SMTP_FROM?: string | undefined;
  SMS_URL?: string | undefined;
  MESSAGE_MAX_ATTEMPTS: number;
  MESSAGE_RETRY_SECONDS: number;
  MESSAGE_RETRY_MAX_SECONDS: number;
}

/** How the messaging dispatcher retries: maxAttempts deliveries, the n-th retry after min(base × 2^(n−1), max) seconds. */
export interface MessageRetryPolicy {
  maxAttempts: number;
  baseSeconds: number;
  maxSeconds: number;
}

export interface MessagingConfig {
  smtpUrl: string | undefined;
  smtpFrom: string | undefined;
  /** SMS_URL (it may carry the provider's key: never log it) */
  smsUrl: string | undefined;
  messageRetry: MessageRetryPolicy;
}

export function messagingConfigOf(e: MessagingEnv): MessagingConfig {
  return {
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsUrl: e.SMS_URL,
    messageRetry: {
      maxAttempts: e.MESSAGE_MAX_ATTEMPTS,
      baseSeconds: e.MESSAGE_RETRY_SECONDS,
      maxSeconds: e.MESSAGE_RETRY_MAX_SECONDS,
    },
  };
}
