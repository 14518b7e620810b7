/** SQL of the messages' default sender (adapters.ts): the default brand's name and support address. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands } from '../../db/schema';

export async function brandSenderOf(
  db: DbOrTx,
  brandCode: string,
): Promise<{ name: string; supportEmail: string } | undefined> {
  const [brand] = await db
    .select({ name: brands.displayName, supportEmail: brands.supportEmail })
    .from(brands)
    .where(eq(brands.code, brandCode));
  return brand;
}
