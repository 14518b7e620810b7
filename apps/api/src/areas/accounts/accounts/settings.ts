/** The server-overridable pastDuePhoneDayLimit (spec §9), read through the config module's merge. */
import { CONFIG_OVERRIDES_KEY, mergeOverrides } from '../../system';

export async function pastDuePhoneDayLimitOf(repo: {
  setting(key: string): Promise<unknown>;
}): Promise<number> {
  return mergeOverrides(await repo.setting(CONFIG_OVERRIDES_KEY)).pastDuePhoneDayLimit;
}
