import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardList } from './card-list';
import { expiredVisa, mastercard4444, visa1111 } from './cards.test-data';

const NOW = new Date(2026, 3, 15);

afterEach(() => vi.restoreAllMocks());

describe('CardList in select mode', () => {
  it('is a radio group of the cards, checking the one whose card ids equal the selection', async () => {
    const onSelect = vi.fn();
    render(
      <CardList
        mode="select"
        cards={[visa1111, mastercard4444]}
        label="Pay with"
        selected={[{ type: 'tlxe', id: 'C-4444' }]}
        onSelect={onSelect}
        now={NOW}
      />,
    );
    const group = screen.getByRole('group', { name: 'Pay with' });
    const visa = within(group).getByRole('radio', { name: 'Visa debit ending in 1111' });
    const mastercard = within(group).getByRole('radio', {
      name: 'Mastercard credit ending in 4444',
    });
    expect(mastercard).toBeChecked();
    expect(visa).not.toBeChecked();
    await userEvent.click(visa);
    expect(onSelect).toHaveBeenCalledWith(visa1111);
  });

  it('ties an error to the group: invalid and described by the message', () => {
    const { rerender } = render(
      <CardList
        mode="select"
        cards={[visa1111]}
        label="Pay with"
        onSelect={vi.fn()}
        now={NOW}
        error="Choose a card to pay with."
      />,
    );
    const group = screen.getByRole('group', { name: 'Pay with' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a card to pay with.');
    expect(within(group).getByRole('alert')).toHaveTextContent('Choose a card to pay with.');
    rerender(
      <CardList mode="select" cards={[visa1111]} label="Pay with" onSelect={vi.fn()} now={NOW} />,
    );
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the masked number and the expiry as MM/YY', () => {
    render(
      <CardList
        mode="select"
        cards={[mastercard4444]}
        label="Pay with"
        onSelect={vi.fn()}
        now={NOW}
      />,
    );
    expect(screen.getByText('•••• 4444')).toBeInTheDocument();
    expect(screen.getByText('Expires 03/29')).toBeInTheDocument();
    expect(screen.getByText('Credit')).toBeInTheDocument();
  });

  it('marks an expired card and does not let it be chosen unless allowed', () => {
    const { rerender } = render(
      <CardList
        mode="select"
        cards={[expiredVisa]}
        label="Pay with"
        onSelect={vi.fn()}
        now={NOW}
      />,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('Expired 01/24')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Visa debit ending in 0002' })).toBeDisabled();
    rerender(
      <CardList
        mode="select"
        cards={[expiredVisa]}
        label="Pay with"
        onSelect={vi.fn()}
        now={NOW}
        allowExpired
      />,
    );
    expect(screen.getByRole('radio', { name: 'Visa debit ending in 0002' })).toBeEnabled();
  });

  it('treats a card as current through its expiry month', () => {
    render(
      <CardList
        mode="select"
        cards={[expiredVisa]}
        label="Pay with"
        onSelect={vi.fn()}
        now={new Date(2024, 0, 31)}
      />,
    );
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();
    expect(screen.getByText('Expires 01/24')).toBeInTheDocument();
  });
});

describe('CardList in manage mode', () => {
  it('lists the cards with a named remove button each', async () => {
    const onRemove = vi.fn();
    render(
      <CardList
        mode="manage"
        cards={[visa1111, mastercard4444]}
        label="Saved cards"
        onRemove={onRemove}
        now={NOW}
      />,
    );
    const list = screen.getByRole('list', { name: 'Saved cards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Can receive disbursements')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Mastercard credit ending in 4444' }),
    );
    expect(onRemove).toHaveBeenCalledWith(mastercard4444);
  });

  it('disables removing while a removal runs', () => {
    render(
      <CardList
        mode="manage"
        cards={[visa1111]}
        label="Saved cards"
        onRemove={vi.fn()}
        busy
        now={NOW}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove Visa debit ending in 1111' })).toBeDisabled();
  });
});
