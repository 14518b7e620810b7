/** SQL of the development VAPID keys (vapid.ts): kept in the settings table, the first process's pair winning. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

export const DEV_VAPID_KEYS_SETTING = 'devVapidKeys';

/** Stores the pair unless one is stored, then answers the stored one. */
export async function keepDevelopmentVapidKeys(
  db: Database,
  generated: { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db
    .insert(settings)
    .values({ key: DEV_VAPID_KEYS_SETTING, value: generated })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, DEV_VAPID_KEYS_SETTING));
  return row?.value as { publicKey: string; privateKey: string };
}
