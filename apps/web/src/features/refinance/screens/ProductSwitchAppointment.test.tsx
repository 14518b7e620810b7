import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { A1_ID, loanDetail, refinanceApi, renderRefinanceScreen, signIn } from '../test/render';
import ProductSwitchAppointment from './ProductSwitchAppointment';

function show(...args: Parameters<typeof refinanceApi>) {
  const api = refinanceApi(...args);
  renderRefinanceScreen(<ProductSwitchAppointment />, 'ProductSwitchAppointment');
  return api;
}

beforeEach(async () => {
  signIn();
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('ProductSwitchAppointment', () => {
  it('names what only the store can set up in the loan’s state, the store, and books a product switch visit', async () => {
    show(loanDetail({ localStoreState: 'CA' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finish your renewal at your store' }),
    ).toBeInTheDocument();
    const missing = await screen.findByRole('region', { name: 'What your store sets up with you' });
    expect(within(missing).getByRole('listitem')).toHaveTextContent('Identity protection');
    const store = screen.getByRole('region', { name: 'Your store' });
    expect(store).toHaveTextContent('Houston Main St');
    expect(within(store).getByRole('link', { name: 'Book a store visit' })).toHaveAttribute(
      'href',
      `/inl/Accounts/${A1_ID}/Appointment?appointmentType=productSwitch`,
    );
    expect(
      within(store).getByRole('link', { name: 'Call your store at (713) 555-0101' }),
    ).toHaveAttribute('href', 'tel:+17135550101');
  });

  it('with nothing missing, the store still goes through the renewal with the borrower', async () => {
    show();
    expect(
      await screen.findByText(
        'Your store can go through the renewal with you and answer your questions.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('loading, then the loan’s error with a retry', async () => {
    show(500);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your loan…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching latest loan data.');
  });

  it('has no serious accessibility violations, in English and in Spanish', async () => {
    show(loanDetail({ localStoreState: 'CA' }));
    await screen.findByRole('region', { name: 'Your store' });
    await expectNoSeriousA11yViolations('en');
    await i18next.changeLanguage('es');
    expect(
      await screen.findByRole('link', { name: 'Reservar una visita a la tienda' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Protección de identidad')).toBeInTheDocument();
    await expectNoSeriousA11yViolations('es');
  });
});
