/** The domain's issues as the form shows them: one translated message per field, from the issue's code. */
import type { TFunction } from 'i18next';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(issues: readonly { field: string; code: string }[], t: TFunction<'profile'>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.field] ??= t(`issues.${issue.code}`);
  return errors;
}
