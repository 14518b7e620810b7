import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { loanDetail } from '../../../test/loan-fixtures';
import { expectAccessibleInBothLanguages } from '../../../test/axe';
import { RenewalCashOutNotice } from './renewal-cash-out-notice';

const renewed = (status: 'sent' | 'declined') =>
  loanDetail({
    renewedFrom: {
      oldLoanId: 'a0000000-0000-4000-8000-000000000001',
      messageKey: 'msg-1',
      postedOn: '2026-06-01',
      cashOut: { amountCents: 20_000, cardNumber: '1111', status },
    },
  });

describe('RenewalCashOutNotice (decision 057)', () => {
  it('says where the cash back went, in both languages', async () => {
    await i18next.changeLanguage('en');
    render(<RenewalCashOutNotice loan={renewed('sent')} />);
    expect(screen.getByRole('region', { name: 'Cash back' })).toHaveTextContent(
      '$200.00 sent to card ending 1111. It is part of this loan.',
    );
    await expectAccessibleInBothLanguages();
  });
  it('says a refused push was not added, and shows nothing without a cash back', async () => {
    await i18next.changeLanguage('en');
    const { unmount } = render(<RenewalCashOutNotice loan={renewed('declined')} />);
    expect(screen.getByText(/refused \$200\.00/)).toBeInTheDocument();
    unmount();
    render(<RenewalCashOutNotice loan={loanDetail()} />);
    expect(screen.queryByRole('region', { name: 'Cash back' })).not.toBeInTheDocument();
  });
});
