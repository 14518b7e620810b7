/**
 * The server-overridable settings a loan's view reads, through the config module's merge: pastDuePhoneDayLimit
 * (spec §9) and the auto-pay flag autoPayStandardPayment (spec §6; canAutoPay, decision 056), in one read.
 */
import { CONFIG_OVERRIDES_KEY, mergeOverrides } from '../../system';

export async function loanViewSettingsOf(repo: {
  setting(key: string): Promise<unknown>;
}): Promise<{ pastDuePhoneDayLimit: number; autoPayEnabled: boolean }> {
  const settings = mergeOverrides(await repo.setting(CONFIG_OVERRIDES_KEY));
  return {
    pastDuePhoneDayLimit: settings.pastDuePhoneDayLimit,
    autoPayEnabled: settings.autoPayStandardPayment,
  };
}
