/** How a failed link or replacement call is told to the user. */
import { ApiError } from '../../shared/http/client';

export type LinkFailureReason = 'noMatch' | 'tooMany';

/** A refusal that the LinkAccountFailed screen explains; anything else stays on the form. */
export function linkFailureReason(error: unknown): LinkFailureReason | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 404) return 'noMatch';
  if (error.status === 429) return 'tooMany';
  return undefined;
}

/** The form's message for a failure that is not a refusal: the server's 400 text, else a generic key. */
export function formFailure(error: unknown): { text: string } | { key: string } | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.status === 400 && error.message)
    return { text: error.message };
  return { key: 'form.errors.generic' };
}
