/** The menu's offers badge as a screen reader says it (issue 52, decision 061): the count and that they are new. */
import { afterEach, beforeAll, beforeEach, describe, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { useSessionStore } from '../../shared/session/session-store';
import { renderWithRouter } from '../../test/render-with-router';
import { expectSpokenInOrder, hearScreen } from '../../test/screen-reader';
import { createRouteTable } from '../routes/route-table';
import { Sidebar } from './sidebar';
import { useSidebarStore } from './sidebar-store';

beforeAll(() => {
  createRouteTable('inl');
});
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
  useSessionStore.getState().signOut();
  useSidebarStore.setState({ open: true });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

// jsdom joins the label and the badge (flex items) without the space Chromium puts between them: the journey
// accounts-settlement-offer holds the real name, "Offers 1 unviewed"
describe.each([
  { language: 'en', said: [/^dialog, Menu/, 'button, Close menu', /^link, Offers ?1 unviewed$/] },
  { language: 'es', said: [/^dialog, Menú/, /^button, Cerrar/, /^link, Ofertas ?1 sin ver$/] },
])('The menu heard in $language', ({ language, said }) => {
  it('names the dialog, says the offers entry with its count of new offers, and its way out', async () => {
    await i18next.changeLanguage(language);
    useSessionStore.setState({
      authenticated: true,
      brands: ['inl'],
      customerIds: { tlxe: 'T1' },
      unviewedOffers: 1,
    });
    renderWithRouter(<Sidebar />, { path: '/inl/Accounts' });
    await screen.findByRole('dialog');
    expectSpokenInOrder(await hearScreen(), said);
  });
});
