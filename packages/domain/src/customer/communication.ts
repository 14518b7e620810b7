/**
 * Spec §3 communicationSettings (email 0, text 1, both 2) and §6 voice messages flag: what a person may choose,
 * and where their receipts and reminders go.
 */
import {
  receivesEmail,
  receivesText,
  type CommunicationPreferenceCode,
} from '../enums/communication-preference';

export interface CommunicationSettingsInput {
  preference: CommunicationPreferenceCode;
  /** calls with a recorded voice message to the phone, besides text */
  voice: boolean;
}

/** Voice needs the voiceMessages flag on and a preference that reaches the phone. */
export function communicationSettingsIssue(
  settings: CommunicationSettingsInput,
  flags: { voiceMessages: boolean },
): 'voice.notAllowed' | 'voice.needsText' | null {
  if (!settings.voice) return null;
  if (!flags.voiceMessages) return 'voice.notAllowed';
  return receivesText(settings.preference) ? null : 'voice.needsText';
}

export interface ContactPoints {
  email: string | null;
  phone: string | null;
}

/**
 * Where a message to the person goes by their preference: email, text or both; when the chosen channel has no
 * address on file, the other one (a receipt is never lost for want of a preferred address).
 */
export function preferredContacts(
  preference: CommunicationPreferenceCode,
  contact: ContactPoints,
): ContactPoints {
  const email = receivesEmail(preference) ? contact.email : null;
  const phone = receivesText(preference) ? contact.phone : null;
  if (email || phone) return { email, phone };
  return contact.email
    ? { email: contact.email, phone: null }
    : { email: null, phone: contact.phone };
}
