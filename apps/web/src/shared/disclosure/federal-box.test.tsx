import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { act } from 'react';
import { openEndDisclosure, renewalDisclosure, titleLoanDisclosure } from '@lender/domain';
import { expectAccessibleInBothLanguages } from '../../test/axe';
import { renderScreen } from '../../test/render-screen';
import { FederalBox, OpenEndBox } from '.';

beforeEach(async () => i18next.changeLanguage('en'));

const at = (ui: React.ReactElement) => renderScreen(ui, { path: '/here' });
const figure = (name: string) => screen.getByText(name).parentElement as HTMLElement;

describe('FederalBox', () => {
  it('P6’s $1,500 title loan: 304.17 % APR, $375.00 charge, $1,500.00 financed, $1,875.00 in one payment, the vehicle, prepayment', async () => {
    at(
      <FederalBox
        disclosure={titleLoanDisclosure(150_000, '2026-12-02')}
        collateral="2020 Honda Civic"
      />,
    );
    const box = screen.getByRole('region', { name: 'Truth in Lending disclosure' });
    expect(within(figure('Annual percentage rate')).getByText('304.17%')).toBeInTheDocument();
    expect(within(figure('Finance charge')).getByText('$375.00')).toBeInTheDocument();
    expect(within(figure('Amount financed')).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(figure('Total of payments')).getByText('$1,875.00')).toBeInTheDocument();
    const schedule = within(box).getByRole('table', { name: 'Your payment schedule' });
    expect(within(schedule).getAllByRole('row')[1]).toHaveTextContent('1$1,875.0001/01/2027');
    expect(box).toHaveTextContent('you are giving a security interest in your 2020 Honda Civic');
    expect(box).toHaveTextContent('you will not have to pay a penalty');
    await expectAccessibleInBothLanguages();
  });

  it('in Spanish: the same figures, the rate written the Spanish way', async () => {
    await act(() => i18next.changeLanguage('es'));
    at(<FederalBox disclosure={titleLoanDisclosure(150_000, '2026-12-02')} />);
    const box = screen.getByRole('region', {
      name: 'Divulgación de la Ley de Veracidad en los Préstamos',
    });
    expect(within(figure('Tasa de porcentaje anual')).getByText(/304\.17\s?%/)).toBeInTheDocument();
    expect(within(figure('Cargo financiero')).getByText('$375.00')).toBeInTheDocument();
    expect(box).not.toHaveTextContent('Garantía');
  });

  it('a renewal that pays everything: no payments, says there is nothing to repay', () => {
    at(<FederalBox disclosure={renewalDisclosure(125_000, 125_000, '2026-12-02')} />);
    expect(screen.getByText(/nothing is financed/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('equal payments in a row are one line of the schedule', () => {
    at(
      <FederalBox
        disclosure={{
          ...titleLoanDisclosure(100_000, '2026-01-01'),
          schedule: [
            { dueDate: '2026-02-01', amountCents: 55_000 },
            { dueDate: '2026-03-01', amountCents: 55_000 },
          ],
        }}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('2$550.0002/01/2026 to 03/01/2026');
  });
});

describe('OpenEndBox', () => {
  it('the line of credit: 36.00 % APR, 0.09863 % a day, and what the principal after the draw adds a day', async () => {
    at(
      <OpenEndBox disclosure={openEndDisclosure({ principalCents: 36_000, drawCents: 30_000 })} />,
    );
    expect(
      screen.getByRole('region', { name: 'Truth in Lending disclosure: line of credit' }),
    ).toBeInTheDocument();
    expect(within(figure('Annual percentage rate')).getByText('36.00%')).toBeInTheDocument();
    expect(within(figure('Daily periodic rate')).getByText('0.09863%')).toBeInTheDocument();
    expect(
      within(figure('Interest per day after this draw')).getByText('$0.65'),
    ).toBeInTheDocument();
    expect(screen.getByText('On a principal balance of $660.00.')).toBeInTheDocument();
    await expectAccessibleInBothLanguages();
  });
});
