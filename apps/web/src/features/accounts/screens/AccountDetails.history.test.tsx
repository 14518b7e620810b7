import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLedgerEntry } from '@lender/contract';
import { fakeApi, type FakeRoute } from '../test/fake-api';
import { A1_ID, configSettings, detail } from '../test/fixtures';
import { renderScreen, signInAs } from '../test/render-screen';
import AccountDetails from './AccountDetails';

const entry = (n: number, overrides: Partial<TLedgerEntry> = {}): TLedgerEntry => ({
  id: `e${n}`,
  type: 'payment',
  date: `2026-11-${String(n).padStart(2, '0')}`,
  description: 'Payment',
  amountCents: -21540,
  balanceCents: 125000 + n,
  ...overrides,
});
const terms = {
  brandName: 'inl',
  brandDisplayName: 'Instant Loans',
  termsUrl: 'https://www.inl.example.com/terms',
  privacyUrl: 'https://www.inl.example.com/privacy',
  effectiveDate: '2026-01-01',
};

function show(history: FakeRoute, openedOn = '2026-08-05') {
  const api = fakeApi({
    'GET /accountdetail': { body: detail({ openedOn }) },
    'GET /configsettings': { body: configSettings() },
    'GET /accounthistory': history,
    'GET /newaccountterms': { body: terms },
  });
  renderScreen(<AccountDetails />, {
    path: `/inl/Accounts/${A1_ID}`,
    route: '/inl/Accounts/:loanId',
  });
  return api;
}
const historySection = () => screen.findByRole('region', { name: 'Account history' });

beforeEach(() => signInAs());
afterEach(() => vi.unstubAllGlobals());

describe('AccountDetails: the account history and the new-account terms (decision 059)', () => {
  it('lists the entries newest first with what each did to the balance, ten at first', async () => {
    const entries = [
      entry(12),
      entry(11, { type: 'fee', description: 'Late fee', amountCents: 2500 }),
      ...Array.from({ length: 10 }, (_, i) =>
        entry(10 - i, { type: 'interest', amountCents: 108 }),
      ),
    ];
    const api = show({ body: { loanId: A1_ID, entries } });
    const section = await historySection();
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Payment−$215.4011/12/2026Balance $1,250.12');
    expect(items[1]).toHaveTextContent('Fee+$25.00');
    await userEvent.click(within(section).getByRole('button', { name: 'Show all 12 entries' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(12);
    expect(api.callsTo('GET /accounthistory')[0]?.url.searchParams.get('loanId')).toBe(A1_ID);
  });

  it('says when there is nothing yet, and offers a retry when it cannot be read', async () => {
    show({ body: { loanId: A1_ID, entries: [] } });
    expect(
      await within(await historySection()).findByText('Nothing has happened on this account yet.'),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
    cleanup();
    let calls = 0;
    show(() => {
      calls += 1;
      return calls <= 2
        ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }
        : { body: { loanId: A1_ID, entries: [entry(1)] } };
    });
    const section = await historySection();
    expect(
      await within(section).findByText('We could not load the account history.'),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: /try again/i }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the brand’s new-account terms on a loan opened under them, not on an older one', async () => {
    show({ body: { loanId: A1_ID, entries: [] } });
    const section = await screen.findByRole('region', { name: 'Your account’s terms' });
    expect(section).toHaveTextContent(
      'This loan is under Instant Loans’s terms for new accounts, in effect since 01/01/2026.',
    );
    expect(within(section).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      terms.termsUrl,
    );
    vi.unstubAllGlobals();
    cleanup();
    show({ body: { loanId: A1_ID, entries: [] } }, '2025-11-30');
    await historySection();
    expect(screen.queryByRole('region', { name: 'Your account’s terms' })).toBeNull();
  });
});
