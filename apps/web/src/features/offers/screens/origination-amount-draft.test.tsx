/**
 * Issue 48: Frank types an amount on the appraisal offer's amount screen and the page reloads. The amount he typed
 * and its federal box are still there (kept for the session as the payment draft is); Continue takes it into the
 * origination state and drops the draft; another application does not see it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readOriginationCookie } from '../../../shared/offers';
import { resetAllStores } from '../../../shared/session/store-reset';
import { jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { readAmountDraft } from '../origination/amount-draft';
import { APP, originationInfo, setUpOriginationScreens } from '../origination/test-fixtures';
import OriginationAmount from './OriginationAmount';

const at = `/inl/Origination/Amount?applicationId=${APP}`;
const show = () =>
  renderScreen(<OriginationAmount />, { path: at, route: '/inl/Origination/Amount' });
/** the page going away (a reload): what the debounce has not written yet is written */
const pageHide = () => act(() => void window.dispatchEvent(new Event('pagehide')));
const box = () => screen.findByTestId('federal-box');

beforeEach(async () => {
  await setUpOriginationScreens();
  mockApi({ 'GET /originationInfo': () => jsonResponse(originationInfo()) });
});

describe('the amount Frank typed', () => {
  it('survives a reload, with its federal box', async () => {
    const user = userEvent.setup();
    const first = show();
    const field = await screen.findByRole('textbox', { name: 'Loan amount' });
    await user.clear(field);
    await user.type(field, '1500');
    expect(await box()).toHaveTextContent('$1,500.00');
    pageHide();
    expect(sessionStorage.getItem('originationAmountDraft')).toContain('"text":"1,500"');
    first.unmount();

    show();
    expect(await screen.findByRole('textbox', { name: 'Loan amount' })).toHaveValue('1,500');
    expect(await box()).toHaveTextContent('$1,500.00');
  });

  it('is his alone: another application, or after sign-out, starts from the maximum', async () => {
    const user = userEvent.setup();
    const first = show();
    const field = await screen.findByRole('textbox', { name: 'Loan amount' });
    await user.clear(field);
    await user.type(field, '1500');
    pageHide();
    first.unmount();
    expect(readAmountDraft('C6', APP)).toBe('1,500');
    expect(readAmountDraft('C6', 'another-application')).toBeUndefined();
    expect(readAmountDraft('C7', APP)).toBeUndefined();
    resetAllStores();
    expect(sessionStorage.getItem('originationAmountDraft')).toBeNull();
  });

  it('goes into the origination state on Continue, and the draft is dropped', async () => {
    const user = userEvent.setup();
    show();
    const field = await screen.findByRole('textbox', { name: 'Loan amount' });
    await user.clear(field);
    await user.type(field, '1200');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(readOriginationCookie('C6')).toMatchObject({ disbursementAmount: 120_000 });
    pageHide();
    expect(readAmountDraft('C6', APP)).toBeUndefined();
  });
});
