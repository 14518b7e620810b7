import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cardsApi,
  cardsResponse,
  expiredVisa,
  mastercard4444,
  visa1111,
} from '../../../shared/cards/cards.test-data';
import { MANAGE_PATH, renderCardsScreen } from '../test/render-cards-screen';
import ManagePaymentMethod from './ManagePaymentMethod';

afterEach(() => vi.unstubAllGlobals());

const show = (state?: unknown) => renderCardsScreen(<ManagePaymentMethod />, MANAGE_PATH, state);
const savedCards = () => screen.findByRole('list', { name: 'Saved cards' });

describe('ManagePaymentMethod', () => {
  it('lists the saved cards with masked numbers and MM/YY expiry, expired ones marked', async () => {
    const api = cardsApi({
      'GET /cards': { body: cardsResponse([visa1111, mastercard4444, expiredVisa]) },
    });
    show();
    expect(screen.getByText('Loading your cards…')).toBeInTheDocument();
    const list = await savedCards();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Visa debit ending in 1111',
      'Mastercard credit ending in 4444',
      'Visa debit ending in 0002',
    ]);
    expect(within(rows[0]!).getByText('•••• 1111')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Expires 03/29')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Expired')).toBeInTheDocument();
    expect(api.callsTo('GET /cards')[0]?.url.searchParams.get('processorType')).toBe('1');
    expect(screen.getByRole('link', { name: 'Add payment method' })).toHaveAttribute(
      'href',
      '/inl/PaymentMethods/AddPaymentMethod',
    );
  });

  it('shows the empty state', async () => {
    cardsApi({ 'GET /cards': { body: cardsResponse([]) } });
    show();
    expect(
      await screen.findByRole('heading', { name: 'You have no saved payment methods.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add payment method' })).toBeInTheDocument();
  });

  it("shows 'Failed to get card information' and retries", async () => {
    let fail = true;
    cardsApi({
      'GET /cards': () =>
        fail
          ? {
              status: 500,
              body: {
                reqId: 'r',
                statusCode: 500,
                error: 'Internal Server Error',
                message: 'boom',
              },
            }
          : { body: cardsResponse([visa1111]) },
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to get card information');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await savedCards()).toBeInTheDocument();
  });

  it('disables adding at the card limit and says why', async () => {
    cardsApi({ 'GET /cards': { body: cardsResponse([visa1111], false) } });
    show();
    const add = await screen.findByRole('button', { name: 'Add payment method' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'You have reached the limit of 10 saved cards. Remove a card to add another.',
    );
    expect(screen.queryByRole('link', { name: 'Add payment method' })).not.toBeInTheDocument();
  });

  it('says which card was just added', async () => {
    cardsApi({ 'GET /cards': { body: cardsResponse([visa1111]) } });
    show({ added: '1111' });
    expect(await screen.findByText('Card ending in 1111 was added.')).toBeInTheDocument();
  });

  it('removes a card after confirmation and refreshes the list', async () => {
    let cards = [visa1111, mastercard4444];
    const api = cardsApi({
      'GET /cards': () => ({ body: cardsResponse(cards) }),
      'DELETE /cards': () => {
        cards = [visa1111];
        return { body: { removed: true } };
      },
    });
    show();
    await savedCards();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Mastercard credit ending in 4444' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent(
      'Mastercard credit ending in 4444 will no longer be available for payments.',
    );
    expect(within(dialog).getByRole('button', { name: 'Remove card' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('Card ending in 4444 was removed.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /cards').map((call) => call.body)).toEqual([
      { cardIds: [{ type: 'tlxe', id: 'C-4444' }] },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('keeps the card when the dialog is dismissed with Keep card or Escape', async () => {
    const api = cardsApi({
      'GET /cards': { body: cardsResponse([visa1111]) },
      'DELETE /cards': { body: { removed: true } },
    });
    show();
    await savedCards();
    const remove = screen.getByRole('button', { name: 'Remove Visa debit ending in 1111' });
    await userEvent.click(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    await userEvent.click(remove);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /cards')).toHaveLength(0);
  });

  it('shows a failed removal with the card error text', async () => {
    cardsApi({
      'GET /cards': { body: cardsResponse([visa1111]) },
      'DELETE /cards': {
        status: 403,
        body: {
          reqId: 'r',
          statusCode: 403,
          error: 'Forbidden',
          message: 'no',
          errorCode: 'AccessDeniedException',
        },
      },
    });
    show();
    await savedCards();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa debit ending in 1111' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Card error: Access denied.');
    expect(screen.getByRole('list', { name: 'Saved cards' })).toBeInTheDocument();
  });
});
