import { afterEach, beforeAll, beforeEach, describe, it, expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { SERVER_SETTINGS_DEFAULTS } from '@lender/domain';
import { configSettingsQuery } from '../../shared/config/config-settings';
import { queryClient } from '../../shared/query/query-client';
import { lockFlow, readLockedFlows } from '../../shared/session/locked-flows';
import { usePaymentStore } from '../../shared/session/payment-store';
import { useSessionStore } from '../../shared/session/session-store';
import { renderWithRouter } from '../../test/render-with-router';
import { createRouteTable } from '../routes/route-table';
import { Header } from './header';
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
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The menu, opened: its panel is a chunk loaded on the first open (sidebar.tsx). */
async function openSidebar(path?: string) {
  const result = renderWithRouter(<Sidebar />, path === undefined ? undefined : { path });
  await screen.findByRole('dialog', { name: 'Menu' });
  return result;
}

const entryNames = () =>
  within(screen.getByRole('navigation', { name: 'Menu' }))
    .getAllByRole('listitem')
    .map((li) => li.firstElementChild?.textContent?.replace('›', '').trim());

describe('Sidebar', () => {
  it('shows a visitor contact us, privacy and terms and sign in, and nothing that needs a session', async () => {
    await openSidebar();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const names = entryNames();
    expect(names).toEqual(
      expect.arrayContaining([
        'Contact us',
        'Privacy and terms',
        'Terms and conditions',
        'Privacy notice',
        'Sign in',
      ]),
    );
    for (const hidden of [
      'My accounts',
      'All my accounts',
      'Manage payment methods',
      'Offers',
      'My profile',
      'Link account',
      'Sign out',
      'Referral rewards',
    ]) {
      expect(names).not.toContain(hidden);
    }
    expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/ContactUs');
  });

  it('shows a chevron only on labels shorter than 25 characters', async () => {
    await openSidebar();
    expect(
      within(screen.getByRole('link', { name: /Contact us/ })).getByTestId('chevron'),
    ).toBeInTheDocument();
  });

  it('reads the chevron rule on the English label, so a long Spanish label keeps it (decision 053)', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'], customerIds: { tlxe: 'T1' } });
    await i18next.changeLanguage('es');
    try {
      renderWithRouter(<Sidebar />, { path: '/inl/Accounts' });
      const entry = await screen.findByRole('link', { name: /Administrar métodos de pago/ });
      expect('Administrar métodos de pago'.length).toBeGreaterThanOrEqual(25);
      expect(within(entry).getByTestId('chevron')).toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('shows a signed-in user the session entries with the offers badge', async () => {
    useSessionStore.setState({
      authenticated: true,
      brands: ['inl', 'tmx'],
      customerIds: { tlxe: 'T1' },
      unviewedOffers: 3,
    });
    await openSidebar('/inl/Offers');
    const names = entryNames();
    expect(names).toEqual(
      expect.arrayContaining([
        'All my accounts',
        'My accounts',
        'Manage payment methods',
        'My profile',
        'Link account',
        'Sign out',
      ]),
    );
    expect(names).not.toContain('Sign in');
    expect(screen.getByRole('link', { name: /Offers/ })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: /My accounts/ })).toHaveAttribute(
      'href',
      '/inl/Accounts',
    );
  });

  it('shows referral rewards to a TLXe customer only while displayRetailReferral is on', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'], customerIds: { tlxe: 'T1' } });
    const settings = (displayRetailReferral: boolean) =>
      queryClient.setQueryData(configSettingsQuery().queryKey, {
        settings: { ...SERVER_SETTINGS_DEFAULTS, displayRetailReferral },
        defaultBrand: 'inl',
      } as never);
    settings(true);
    const first = await openSidebar('/inl/Accounts');
    expect(screen.getByRole('link', { name: /Referral rewards/ })).toHaveAttribute(
      'href',
      '/Referral',
    );
    first.unmount();
    settings(false);
    await openSidebar('/inl/Accounts');
    expect(entryNames()).not.toContain('Referral rewards');
    queryClient.clear();
  });

  it('does not offer referral rewards to an NLS-only customer', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'], customerIds: { nls: 'N1' } });
    await openSidebar('/inl/Accounts');
    expect(entryNames()).not.toContain('Referral rewards');
  });

  it('clears payment data and closes when a page is chosen', async () => {
    usePaymentStore.getState().update({ loanId: 'L1', paymentAmount: 5000 });
    await openSidebar();
    await userEvent.click(screen.getByRole('link', { name: /Contact us/ }));
    expect(usePaymentStore.getState().loanId).toBeUndefined();
    expect(usePaymentStore.getState().paymentAmount).toBeUndefined();
    expect(useSidebarStore.getState().open).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/ContactUs');
  });

  it('hands focus to the content heading, not back to the menu button, when a page is chosen', async () => {
    useSidebarStore.setState({ open: false });
    renderWithRouter(
      <>
        <Header />
        <Sidebar />
        <main id="main">
          <h1>Contact us</h1>
        </main>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('link', { name: /Contact us/ }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toHaveFocus(),
    );
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    useSidebarStore.setState({ open: false });
    renderWithRouter(
      <>
        <Header />
        <Sidebar />
      </>,
    );
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    await openSidebar();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 15; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('opens terms externally through openExternal', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    await openSidebar();
    await userEvent.click(screen.getByRole('button', { name: /Terms and conditions/ }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/inl\/TermsConditions$/), '_blank');
    open.mockRestore();
  });

  it('signs out: clears the session, caches and locked flows and goes to Login with signedOut', async () => {
    useSessionStore.setState({ authenticated: true, brands: ['inl'], customerIds: { tlxe: 'T1' } });
    lockFlow('payment');
    queryClient.setQueryData(['probe'], 1);
    await openSidebar('/ContactUs');
    await userEvent.click(screen.getByRole('button', { name: /Sign out/ }));
    // sign-out is asynchronous (the server calls come first); Login follows once it ends
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/?signedOut=true'),
    );
    expect(useSessionStore.getState()).toMatchObject({
      authenticated: false,
      brands: [],
      customerIds: {},
    });
    expect(readLockedFlows()).toEqual([]);
    expect(queryClient.getQueryData(['probe'])).toBeUndefined();
    expect(screen.getByTestId('location')).toHaveTextContent('/?signedOut=true');
  });

  describe('a guest (signed link) session', () => {
    const guestPath = '/inl/Accounts/A1/Payment';
    const signInAsGuest = () => {
      useSessionStore.setState({ authenticated: true, guest: true, guestPath, brands: ['inl'] });
      lockFlow('payment');
    };

    it('sees the guest menu only: the payment of its loan, contact us, sign in and leave', async () => {
      signInAsGuest();
      await openSidebar(guestPath);
      expect(entryNames()).toEqual(['Pay this loan', 'Contact us', 'Sign in', 'Leave']);
      expect(screen.getByRole('link', { name: /Pay this loan/ })).toHaveAttribute(
        'href',
        guestPath,
      );
      expect(screen.getByRole('link', { name: /Contact us/ })).toHaveAttribute(
        'href',
        '/ContactUs',
      );
      expect(screen.getByRole('button', { name: /Sign in/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Leave/ })).toBeInTheDocument();
    });

    it('stays signed in on contact us', async () => {
      signInAsGuest();
      await openSidebar(guestPath);
      await userEvent.click(screen.getByRole('link', { name: /Contact us/ }));
      expect(screen.getByTestId('location')).toHaveTextContent('/ContactUs');
      expect(useSessionStore.getState()).toMatchObject({ authenticated: true, guest: true });
    });

    it('sign in ends the guest session and goes to Login', async () => {
      signInAsGuest();
      await openSidebar(guestPath);
      await userEvent.click(screen.getByRole('button', { name: /Sign in/ }));
      await vi.waitFor(() => expect(useSessionStore.getState().authenticated).toBe(false));
      await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
      expect(useSessionStore.getState()).toMatchObject({ guest: false, guestPath: undefined });
      expect(readLockedFlows()).toEqual([]);
    });

    it('leave ends the guest session and goes to Login with signedOut', async () => {
      signInAsGuest();
      await openSidebar(guestPath);
      await userEvent.click(screen.getByRole('button', { name: /Leave/ }));
      await vi.waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/?signedOut=true'),
      );
      expect(useSessionStore.getState()).toMatchObject({ authenticated: false, guest: false });
    });
  });
});
