import { describe, expect, it } from 'vitest';
import { CommunicationPreference } from '../enums/communication-preference';
import { communicationSettingsIssue, preferredContacts } from './communication';

const contact = { email: 'ana@example.com', phone: '3125550101' };

describe('communication settings', () => {
  it('allows voice only with the flag on and text chosen', () => {
    expect(
      communicationSettingsIssue(
        { preference: CommunicationPreference.Text, voice: true },
        { voiceMessages: true },
      ),
    ).toBeNull();
    expect(
      communicationSettingsIssue(
        { preference: CommunicationPreference.Both, voice: true },
        { voiceMessages: false },
      ),
    ).toBe('voice.notAllowed');
    expect(
      communicationSettingsIssue(
        { preference: CommunicationPreference.Email, voice: true },
        { voiceMessages: true },
      ),
    ).toBe('voice.needsText');
    expect(
      communicationSettingsIssue(
        { preference: CommunicationPreference.Email, voice: false },
        { voiceMessages: false },
      ),
    ).toBeNull();
  });

  it('sends by email, text or both', () => {
    expect(preferredContacts(CommunicationPreference.Email, contact)).toEqual({
      email: contact.email,
      phone: null,
    });
    expect(preferredContacts(CommunicationPreference.Text, contact)).toEqual({
      email: null,
      phone: contact.phone,
    });
    expect(preferredContacts(CommunicationPreference.Both, contact)).toEqual(contact);
  });

  it('falls back to the other address when the chosen one is missing', () => {
    expect(
      preferredContacts(CommunicationPreference.Text, { email: contact.email, phone: null }),
    ).toEqual({ email: contact.email, phone: null });
    expect(
      preferredContacts(CommunicationPreference.Email, { email: null, phone: contact.phone }),
    ).toEqual({ email: null, phone: contact.phone });
  });
});
