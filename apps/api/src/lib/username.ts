/** A username (email or phone) as a request gives it: normalized, or a 400 naming the field. */
import { normalizeUsername, usernameProblem } from '@lender/domain';
import { text } from '../i18n';
import { ValidationError } from './errors';

/** A username in any common form, normalized; 400 naming `field` (body.username) when it is neither email nor phone. */
export function parseUsername(username: string, field = 'body.username') {
  const problem = usernameProblem(username);
  if (problem) throw new ValidationError(text(`auth.${problem}`), field);
  return normalizeUsername(username);
}
