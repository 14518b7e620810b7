/** Display formats at the edge (DESIGN.md §6): money from integer cents, dates as MM/DD/YYYY. */
import { formatCents, isDisplayableDate, isoDateToUs } from '@lender/domain';

export const money = (cents: number | null | undefined): string | undefined =>
  cents === null || cents === undefined ? undefined : formatCents(cents);

/** MM/DD/YYYY for a 'YYYY-MM-DD' date or ISO time; undefined for a missing or placeholder date. */
export function usDate(value: string | null | undefined): string | undefined {
  if (!value || !isDisplayableDate(value)) return undefined;
  return isoDateToUs(value) ?? undefined;
}

/** '1.2 MB' / '340 KB' for a byte count. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
