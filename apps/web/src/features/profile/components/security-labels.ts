/** How a passkey or a device is named in the list: the borrower's name, else its browser and platform, else a generic one. */
import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/http/client';
import { errorReason } from '../../../shared/ui/query-state';
import { passkeyCeremonyFailure } from '@lender/domain';

export function itemLabel(
  t: TFunction<'profile'>,
  item: { name?: string | null; browser: string | null; platform: string | null },
): string {
  if (item.name) return item.name;
  if (item.browser && item.platform)
    return t('security.browserOn', { browser: item.browser, platform: item.platform });
  return item.browser ?? item.platform ?? t('security.unknownDevice');
}

/** A failed add or removal in words a borrower understands: the server's message, or why the browser stopped. */
export function securityFailure(t: TFunction<'profile'>, error: unknown): string {
  if (error instanceof ApiError) return errorReason(error);
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  return t(`security.failure.${passkeyCeremonyFailure({ name, code })}`);
}
