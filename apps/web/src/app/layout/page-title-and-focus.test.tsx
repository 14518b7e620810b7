import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TAccountDetailResponse } from '@lender/contract';
import { brandByCode } from '@lender/domain';
import { accountDetailQuery } from '../../shared/loans/account-detail';
import { useHeaderStore } from '../../shared/layout/use-header';
import { useDocumentTitle, useRouteLoanNumber } from './use-document-title';
import { useFocusOnNavigation } from './use-focus-on-navigation';

afterEach(async () => {
  useHeaderStore.setState({ titleKey: '' });
  await i18n.changeLanguage('en');
});

function TitleShell({ lmsId }: { lmsId?: string }) {
  useDocumentTitle('inl', lmsId);
  return null;
}

describe('the page title', () => {
  it("names the screen and the brand, in the reader's language, and the brand alone before a screen says", async () => {
    const brand = brandByCode('inl').displayName;
    render(<TitleShell />);
    expect(document.title).toBe(brand);
    act(() => useHeaderStore.setState({ titleKey: 'menu.contactUs' }));
    expect(document.title).toBe(`Contact us · ${brand}`);
    await act(() => i18n.changeLanguage('es'));
    expect(document.title).toBe(`${i18n.t('menu.contactUs')} · ${brand}`);
    expect(document.title).not.toContain('Contact us');
  });

  it('names the loan between the screen and the brand where the screen is about one loan', async () => {
    const brand = brandByCode('inl').displayName;
    useHeaderStore.setState({ titleKey: 'menu.myAccounts' });
    render(<TitleShell lmsId="10001-001" />);
    expect(document.title).toBe(`${i18n.t('menu.myAccounts')} · Loan 10001-001 · ${brand}`);
    await act(() => i18n.changeLanguage('es'));
    expect(document.title).toBe(`${i18n.t('menu.myAccounts')} · Préstamo 10001-001 · ${brand}`);
  });
});

describe('the loan of the route', () => {
  function LoanNumber() {
    return <p>{useRouteLoanNumber() ?? 'none'}</p>;
  }

  it('is the cached loan of a :loanId route, and nothing elsewhere', async () => {
    const client = new QueryClient();
    client.setQueryData(accountDetailQuery('L1').queryKey, {
      lmsId: '10001-001',
    } as TAccountDetailResponse);
    const router = createMemoryRouter(
      [
        { path: '/inl/Accounts/:loanId/MakePayment', element: <LoanNumber /> },
        { path: '/inl/Accounts', element: <LoanNumber /> },
      ],
      { initialEntries: ['/inl/Accounts/L1/MakePayment'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('10001-001')).toBeInTheDocument();
    await act(() => router.navigate('/inl/Accounts'));
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});

function FocusShell() {
  useFocusOnNavigation('main');
  return (
    <>
      <nav>
        <Link to="/two">Second</Link>
        <Link to="/slow">Slow</Link>
        <Link to="/form">Form</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function Slow() {
  const [ready, setReady] = useState(false);
  return ready ? (
    <h1>Loaded screen</h1>
  ) : (
    <button type="button" onClick={() => setReady(true)} aria-label="finish loading" hidden />
  );
}

function Form() {
  return (
    <>
      <h1>Form screen</h1>
      {/* a screen that takes focus itself */}
      <input aria-label="Code" autoFocus />
    </>
  );
}

function renderFocusApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <FocusShell />,
        children: [
          { index: true, element: <h1>First screen</h1> },
          { path: 'two', element: <h1>Second screen</h1> },
          { path: 'slow', element: <Slow /> },
          { path: 'form', element: <Form /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after a navigation', () => {
  it("is left alone on the first page, then goes to the new screen's h1", async () => {
    renderFocusApp();
    expect(screen.getByRole('heading', { name: 'First screen' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Second' }));
    expect(await screen.findByRole('heading', { name: 'Second screen' })).toHaveFocus();
  });

  it('waits for a screen whose h1 comes after its loading state', async () => {
    const router = renderFocusApp();
    await act(() => router.navigate('/slow'));
    act(() =>
      (document.querySelector('button[aria-label="finish loading"]') as HTMLButtonElement).click(),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Loaded screen' })).toHaveFocus(),
    );
  });

  it('never takes focus from a dialog that opened meanwhile', async () => {
    const router = renderFocusApp();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    button.textContent = 'Stay signed in';
    dialog.append(button);
    document.body.append(dialog);
    try {
      button.focus();
      await act(() => router.navigate('/slow'));
      act(() =>
        (
          document.querySelector('button[aria-label="finish loading"]') as HTMLButtonElement
        ).click(),
      );
      await screen.findByRole('heading', { name: 'Loaded screen' });
      expect(button).toHaveFocus();
    } finally {
      dialog.remove();
    }
  });

  it('leaves focus where the new screen put it', async () => {
    renderFocusApp();
    await userEvent.click(screen.getByRole('link', { name: 'Form' }));
    expect(await screen.findByRole('textbox', { name: 'Code' })).toHaveFocus();
  });
});
