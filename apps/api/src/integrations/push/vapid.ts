/**
 * The VAPID keys (decision 020): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from the configuration (production pushes only
 * with them); outside production, when unset, a pair generated once and kept in the settings table, so every process
 * and every restart of a development database signs with the key its browsers subscribed with.
 */
import webpush from 'web-push';
import type { AppConfig } from '../../config';
import { DEV_VAPID_SUBJECT } from '../../push-config';
import type { Database } from '../../db/client';
import { keepDevelopmentVapidKeys } from './vapid-repo';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

async function developmentKeys(db: Database): Promise<VapidKeys> {
  const stored = await keepDevelopmentVapidKeys(db, webpush.generateVAPIDKeys());
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: DEV_VAPID_SUBJECT };
}

/** The keys, read once per process. */
export function vapidKeysOf(
  db: Database,
  config: Pick<AppConfig, 'vapid' | 'isProduction'>,
): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    if (config.vapid) return Promise.resolve(config.vapid);
    if (config.isProduction) return Promise.reject(new Error('VAPID keys are not configured'));
    keys ??= developmentKeys(db).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
