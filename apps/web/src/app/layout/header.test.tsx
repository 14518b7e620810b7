import { beforeAll, beforeEach, describe, it, expect } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useHeaderStore } from '../../shared/layout/use-header';
import { renderWithRouter } from '../../test/render-with-router';
import { createRouteTable } from '../routes/route-table';
import { Header } from './header';
import { useSidebarStore } from './sidebar-store';

beforeAll(() => {
  createRouteTable('inl');
});
beforeEach(() => {
  useSidebarStore.setState({ open: false });
});

const setHeader = (button: 'none' | 'menu' | 'back' | 'cancel') =>
  act(() => useHeaderStore.getState().set({ titleKey: 'menu.contactUs', button }));

describe('Header', () => {
  it('shows the title and a menu button that opens the sidebar', async () => {
    renderWithRouter(<Header />);
    setHeader('menu');
    expect(screen.getByText('Contact us')).toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(useSidebarStore.getState().open).toBe(true);
  });

  it('shows no button for type none', () => {
    renderWithRouter(<Header />);
    setHeader('none');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('goes back to MakePayment from the AddPaymentMethod path', async () => {
    renderWithRouter(<Header />, { path: '/inl/Accounts/42/Payment/AddPaymentMethod' });
    setHeader('back');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/inl/Accounts/42/Payment');
    expect(screen.getByTestId('location')).not.toHaveTextContent('AddPaymentMethod');
  });

  it('goes back in history, or to Login without history', async () => {
    const { router } = renderWithRouter(<Header />, { path: '/ContactUs' });
    setHeader('back');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    await act(() => router.navigate('/Register'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await act(() => router.navigate('/Register'));
    await act(() => router.navigate('/ForgotPassword'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Register');
  });

  it('cancel goes to Login for a visitor', async () => {
    renderWithRouter(<Header />, { path: '/ContactUs' });
    setHeader('cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
