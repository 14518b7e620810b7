/** Accounts' own reads: brand rows, the dashboard messages setting and the server-setting overrides. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, settings } from '../../db/schema';

/** settings key of the brand-specific dashboard messages: { [brandCode]: { title, body, severity } } */
export const DASHBOARD_MESSAGES_KEY = 'dashboardMessages';

export function createAccountsRepo(db: DbOrTx) {
  return {
    async brandByCode(code: string) {
      const [row] = await db
        .select({ code: brands.code, displayName: brands.displayName, loanSystem: brands.loanSystem, applyUrl: brands.applyUrl, termsUrl: brands.termsUrl, privacyUrl: brands.privacyUrl })
        .from(brands)
        .where(eq(brands.code, code));
      return row;
    },
    async setting(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
