import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TRiskInfoResponse } from '@lender/contract';
import { jsonResponse, mockApi, renderScreen } from '../../test/render-screen';
import { riskInfoAnswer } from '../../test/risk-info-fixture';
import { RiskInfoDialog, RiskNotices } from './risk-info-dialog';

const LOAN = '11111111-1111-4111-8111-111111111111';
const info = (overrides: Partial<TRiskInfoResponse> = {}): TRiskInfoResponse =>
  riskInfoAnswer(LOAN, { creditLimitCents: 150_000, ...overrides });

beforeEach(async () => i18next.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

const at = (ui: React.ReactElement) => renderScreen(ui, { path: '/here' });

describe('RiskInfoDialog', () => {
  it('the credit limit change: a labelled modal dialog with the new and the old limit; OK and Escape acknowledge', async () => {
    const onAcknowledge = vi.fn();
    const user = userEvent.setup();
    at(
      <RiskInfoDialog
        flag="creditLimitChanged"
        info={info({ previousCreditLimitCents: 100_000 })}
        onAcknowledge={onAcknowledge}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your credit limit has changed' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      /Your credit limit is now \$1,500\.00\. It was \$1,000\.00\./,
    );
    const ok = within(dialog).getByRole('button', { name: 'OK, got it' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    await user.keyboard('{Escape}');
    expect(onAcknowledge).toHaveBeenCalledTimes(2);
  });

  it('the rate change and the refused refinance, in Spanish too; saving disables OK; a failed save says so', async () => {
    const { rerender } = at(
      <RiskInfoDialog flag="rateChanged" info={info()} onAcknowledge={vi.fn()} />,
    );
    expect(
      screen.getByRole('dialog', { name: 'Your interest rate has changed' }),
    ).toHaveAccessibleDescription(/The interest rate of this loan has changed\./);
    await i18next.changeLanguage('es');
    rerender(
      <RiskInfoDialog flag="refinanceDenied" info={info()} onAcknowledge={vi.fn()} saving failed />,
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'El refinanciamiento no está disponible',
    });
    expect(within(dialog).getByRole('button', { name: 'Guardando…' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No pudimos guardar');
  });
});

describe('RiskNotices', () => {
  function api(first: TRiskInfoResponse, riskStatus = 200) {
    const acknowledged: unknown[] = [];
    let current = first;
    const fetchMock = mockApi({
      'GET /riskInfo': () =>
        jsonResponse(
          riskStatus === 200 ? current : { statusCode: riskStatus, error: 'x', message: 'x' },
          riskStatus,
        ),
      'POST /riskInfo/acknowledge': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as {
          flag: 'creditLimitChanged' | 'rateChanged' | 'refinanceDenied';
        };
        acknowledged.push(body);
        current = {
          ...current,
          [body.flag]: false,
          previousCreditLimitCents:
            body.flag === 'creditLimitChanged' ? null : current.previousCreditLimitCents,
        };
        return jsonResponse(current);
      },
    });
    return { fetchMock, acknowledged };
  }

  it('before a draw: the credit limit change, then the rate change, each once; the refused refinance never', async () => {
    const { fetchMock, acknowledged } = api(
      info({
        creditLimitChanged: true,
        rateChanged: true,
        refinanceDenied: true,
        previousCreditLimitCents: 100_000,
      }),
    );
    const user = userEvent.setup();
    at(<RiskNotices loanId={LOAN} isAddon />);
    await user.click(await screen.findByRole('button', { name: 'OK, got it' }));
    expect(
      await screen.findByRole('dialog', { name: 'Your interest rate has changed' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK, got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(acknowledged).toEqual([
      { loanId: LOAN, isAddon: true, migrateProduct: false, flag: 'creditLimitChanged' },
      { loanId: LOAN, isAddon: true, migrateProduct: false, flag: 'rateChanged' },
    ]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      `/riskInfo?loanId=${LOAN}&isAddon=true&migrateProduct=false`,
    );
  });

  it('the loan page shows the refused refinance but leaves a credit limit change to the draw', async () => {
    const { acknowledged } = api(
      info({ refinanceDenied: true, creditLimitChanged: true, previousCreditLimitCents: 100_000 }),
    );
    const user = userEvent.setup();
    at(<RiskNotices loanId={LOAN} />);
    expect(
      await screen.findByRole('dialog', { name: 'Refinancing is not available' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK, got it' }));
    await waitFor(() => expect(acknowledged).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('nothing on, or risk info that cannot be read: no dialog (the flow goes on)', async () => {
    const { fetchMock } = api(info({ creditLimitChanged: true }), 503);
    at(<RiskNotices loanId={LOAN} isAddon />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
