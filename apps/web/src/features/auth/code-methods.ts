/** Which ways a code can go for a username or a user (spec §7: email, text, or voice when enabled). */
import { formatPhoneDisplay, formatPhoneMasked, normalizeUsername } from '@lender/domain';
import type { CodeMethod, MethodOption } from './components/method-form';

/** A phone username can get a text or (when voice messages are on) a call; an email gets an email. */
export function methodsForUsername(username: string, voiceEnabled: boolean): MethodOption[] {
  if (normalizeUsername(username).kind === 'email')
    return [{ method: 'email', destination: username }];
  const destination = formatPhoneDisplay(username);
  const options: MethodOption[] = [{ method: 'sms', destination }];
  if (voiceEnabled) options.push({ method: 'voice', destination });
  return options;
}

/**
 * A signed-in user on the trusted-device screen: email if they have one, text and voice if they have a
 * phone — masked like the code screens, as the device is not trusted yet.
 */
export function methodsForUser(
  user: { email?: string; phone?: string } | undefined,
  voiceEnabled: boolean,
): MethodOption[] {
  const options: MethodOption[] = [];
  if (user?.phone) {
    const destination = formatPhoneMasked(user.phone);
    options.push({ method: 'sms', destination });
    if (voiceEnabled) options.push({ method: 'voice', destination });
  }
  if (user?.email) options.push({ method: 'email', destination: user.email });
  return options;
}

export const isVoice = (method: CodeMethod): boolean => method === 'voice';
