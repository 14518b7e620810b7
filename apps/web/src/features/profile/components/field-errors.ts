/** The domain's issues as the form shows them: one translated message per field, from the issue's code and its parameters. */
import type { TFunction } from 'i18next';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(
  issues: readonly { field: string; code: string; params?: Record<string, string> }[],
  t: TFunction<'profile'>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.field] ??= t(`issues.${issue.code}`, issue.params ?? {});
  return errors;
}
