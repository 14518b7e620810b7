/** The passkey as the profile lists it: never its key or credential id. */
import type { TPasskey } from '@lender/contract';
import type { PasskeyRow } from './repo';

export function passkeyView(row: PasskeyRow): TPasskey {
  return {
    id: row.id,
    name: row.name,
    browser: row.browser,
    platform: row.platform,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
