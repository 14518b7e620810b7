/** '1.2 MB' / '340 KB' for a byte count. (Money and dates: shared/i18n/format.ts.) */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
