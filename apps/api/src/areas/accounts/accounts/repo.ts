/** Accounts' own reads: brand rows, the dashboard messages setting and the server-setting overrides. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { TtlMap } from '../../../lib/ttl-cache';
import { CONFIG_OVERRIDES_KEY } from '../../system';
import { brands, settings } from '../../../db/schema';

/** settings key of the brand-specific dashboard messages: { [brandCode]: { title, body, severity } } */
export const DASHBOARD_MESSAGES_KEY = 'dashboardMessages';

export function createAccountsRepo(db: DbOrTx) {
  return {
    async brandByCode(code: string) {
      const [row] = await db
        .select({
          code: brands.code,
          displayName: brands.displayName,
          loanSystem: brands.loanSystem,
          applyUrl: brands.applyUrl,
          termsUrl: brands.termsUrl,
          privacyUrl: brands.privacyUrl,
        })
        .from(brands)
        .where(eq(brands.code, code));
      return row;
    },
    async setting(key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, key));
      return row?.value;
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;

/** How long a node keeps brand rows and settings it read (DESIGN.md §2: per-node caches may be dropped). */
export const ACCOUNTS_SETTINGS_CACHE_MS = 5_000;

/**
 * The repo with its two per-request reads (brand row, server-setting overrides) cached briefly per node: every
 * GET /accounts needs both, and they change only when an operator changes configuration. Other settings are read
 * fresh.
 */
export function withShortCache(
  repo: AccountsRepo,
  clock: Clock,
  ttlMs = ACCOUNTS_SETTINGS_CACHE_MS,
): AccountsRepo {
  const brands = new TtlMap<string, Awaited<ReturnType<AccountsRepo['brandByCode']>>>(ttlMs, clock);
  const values = new TtlMap<string, unknown>(ttlMs, clock);
  return {
    brandByCode: (code) => brands.get(code, () => repo.brandByCode(code)),
    setting: (key) =>
      key === CONFIG_OVERRIDES_KEY ? values.get(key, () => repo.setting(key)) : repo.setting(key),
  };
}
