// Decision 059: the language she chooses in the menu reaches her marketing profile (event and profile update), only
// while she is signed in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMarketingEvents } from '../../shared/session/marketing-events';
import { useSessionStore } from '../../shared/session/session-store';
import { mockApi, jsonResponse } from '../../test/render-screen';
import { changeLanguage } from '../i18n';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ authenticated: false, guest: false, tokens: undefined });
  await changeLanguage('en');
});

const marketingCalls = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([input]) => String(input).includes('/iterable'))
    .map(([input, init]) => ({
      call: `${init?.method} ${new URL(String(input), 'http://x').pathname}`,
      body: JSON.parse(String(init?.body)) as unknown,
    }));

function choose(language: string) {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const recorded = () => jsonResponse({ recorded: true });
  const api = mockApi({ 'POST /iterableEvent': recorded, 'PUT /iterableProfile': recorded });
  installMarketingEvents();
  render(<LanguageSwitch />);
  return { api, select: userEvent.selectOptions(screen.getByRole('combobox'), language) };
}

describe('LanguageSwitch and her marketing profile', () => {
  it('records preferencesUpdated and updates her profile once Spanish is chosen', async () => {
    useSessionStore.setState({ authenticated: true, guest: false, tokens: { accessToken: 'a' } });
    const { api, select } = choose('es');
    await select;
    await waitFor(() =>
      expect(marketingCalls(api)).toEqual([
        {
          call: 'POST /api/iterableEvent',
          body: { eventName: 'preferencesUpdated', dataFields: { language: 'es' } },
        },
        { call: 'PUT /api/iterableProfile', body: { dataFields: { language: 'es' } } },
      ]),
    );
  });

  it('sends nothing for a visitor who is not signed in', async () => {
    const { api, select } = choose('es');
    await select;
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(marketingCalls(api)).toEqual([]);
  });
});
