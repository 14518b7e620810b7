import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZContactsResponseSchema, type TContactsResponse } from '@lender/contract';
import { jsonResponse, renderScreen } from '../test-utils';
import { useSessionStore } from '../../../shared/session/session-store';
import ContactUs from './ContactUs';

const contactsBody: TContactsResponse = {
  contacts: [
    {
      brand: 'inl',
      displayName: 'Oak Loans',
      loanSystem: 'TLXe',
      phone: '8005550142',
      email: 'help@oakloans.example',
      hours: 'Mon–Fri 8am–8pm CT',
    },
    {
      brand: 'tmx',
      displayName: 'Pine Title Loans',
      loanSystem: 'TLXe',
      phone: '8885550199',
      email: 'care@pinetitle.example',
      hours: 'Mon–Sat 9am–7pm CT',
    },
    {
      brand: 'c1l',
      displayName: 'Cedar Lending',
      loanSystem: 'NLS',
      phone: '2145550123',
      email: 'service@cedarlending.example',
      hours: 'Mon–Fri 9am–6pm CT',
    },
  ],
  supportPhones: { NLS: '8775550100', TLXe: '8665550111' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ brands: [] });
});

describe('ContactUs', () => {
  it('shows loading, then a card per brand with tel: and mailto: links and the support phones', async () => {
    expect(ZContactsResponseSchema.parse(contactsBody)).toEqual(contactsBody);
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    await renderScreen(<ContactUs />, { path: '/ContactUs' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading contact information…');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/contacts',
      expect.objectContaining({ method: 'GET' }),
    );

    answer(jsonResponse(contactsBody));
    const inl = await screen.findByRole('article', { name: 'Oak Loans' });
    expect(screen.queryByText('Loading contact information…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const call = within(inl).getByRole('link', { name: '(800) 555-0142 (call Oak Loans)' });
    expect(call).toHaveAttribute('href', 'tel:+18005550142');
    expect(call).toHaveTextContent('(800) 555-0142');
    const mail = within(inl).getByRole('link', {
      name: /^help@oakloans.example \(email Oak Loans\)$/,
    });
    expect(mail).toHaveAttribute('href', 'mailto:help@oakloans.example');
    expect(within(inl).getByText('Mon–Fri 8am–8pm CT')).toBeInTheDocument();

    const cash = screen.getByRole('article', { name: 'Cedar Lending' });
    expect(within(cash).getByRole('link', { name: /\(call Cedar Lending\)$/ })).toHaveAttribute(
      'href',
      'tel:+12145550123',
    );

    const support = screen.getByRole('region', { name: 'Customer support' });
    expect(
      within(support).getByText('Support for Oak Loans and Pine Title Loans'),
    ).toBeInTheDocument();
    expect(
      within(support).getByRole('link', {
        name: /^\(866\) 555-0111 \(call customer support for .*Pine Title Loans/,
      }),
    ).toHaveAttribute('href', 'tel:+18665550111');
    expect(
      within(support).getByRole('link', {
        name: /^\(877\) 555-0100 \(call customer support for .*Cedar Lending/,
      }),
    ).toHaveAttribute('href', 'tel:+18775550100');
  });

  it('shows an error with a retry that loads the contacts again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500),
      )
      .mockResolvedValueOnce(
        jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500),
      )
      .mockImplementation(async (url: string) =>
        jsonResponse(
          url.startsWith('/api/videoUrl')
            ? { brand: 'inl', videoUrl: null, captions: [] }
            : contactsBody,
        ),
      );
    vi.stubGlobal('fetch', fetchMock);

    await renderScreen(<ContactUs />, { path: '/ContactUs' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load contact information. Please try again.");
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Pine Title Loans' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the borrower’s own brands first (a tmx borrower sees tmx on top, then the others in order)', async () => {
    useSessionStore.setState({ brands: ['tmx'] });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(contactsBody)));
    await renderScreen(<ContactUs />, { path: '/ContactUs' });
    await screen.findByRole('article', { name: 'Pine Title Loans' });
    expect(
      screen
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label') ?? card.textContent),
    ).toEqual([
      expect.stringContaining('Pine Title Loans'),
      expect.stringContaining('Oak Loans'),
      expect.stringContaining('Cedar Lending'),
    ]);
  });

  it('shows the empty state when no contacts come back', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse({ contacts: [], supportPhones: contactsBody.supportPhones }),
        ),
    );
    await renderScreen(<ContactUs />, { path: '/ContactUs' });
    expect(
      await screen.findByText(
        "Contact information isn't available right now. Please try again later.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('speaks Spanish when the language is es', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(contactsBody)));
    await renderScreen(<ContactUs />, { path: '/ContactUs', lng: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: '(214) 555-0123 (llamar a Cedar Lending)' }),
    ).toBeInTheDocument();
  });
});
