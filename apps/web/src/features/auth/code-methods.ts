/** Which ways a code can go for a username or a user (spec §7: email, text, or voice when enabled). */
import { normalizeUsername } from '@lender/domain';
import type { CodeMethod, MethodOption } from './components/method-form';

/** A phone username can get a text or (when voice messages are on) a call; an email gets an email. */
export function methodsForUsername(username: string, voiceEnabled: boolean): MethodOption[] {
  if (normalizeUsername(username).kind === 'email')
    return [{ method: 'email', destination: username }];
  const options: MethodOption[] = [{ method: 'sms', destination: username }];
  if (voiceEnabled) options.push({ method: 'voice', destination: username });
  return options;
}

/** A signed-in user: email if they have one, text and voice if they have a phone. */
export function methodsForUser(
  user: { email?: string; phone?: string } | undefined,
  voiceEnabled: boolean,
): MethodOption[] {
  const options: MethodOption[] = [];
  if (user?.phone) {
    options.push({ method: 'sms', destination: user.phone });
    if (voiceEnabled) options.push({ method: 'voice', destination: user.phone });
  }
  if (user?.email) options.push({ method: 'email', destination: user.email });
  return options;
}

export const isVoice = (method: CodeMethod): boolean => method === 'voice';
