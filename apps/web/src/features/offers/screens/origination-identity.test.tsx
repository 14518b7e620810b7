/**
 * Decision 064: the origination's first screen asks the identity check (GET /experianStatus) beside the offer.
 * Verified: nothing more and she goes on. Incomplete: what is missing and who completes it (My profile, her store's
 * phone), in English and Spanish, and Continue is off. Failed: she may go on. A refusal of "Get my loan" by the
 * server's check shows the same notice.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { TExperianStatusResponse } from '@lender/contract';
import { blankOrigination, writeOriginationCookie } from '../../../shared/offers';
import { calledUrls, jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { APP, originationInfo, setUpOriginationScreens } from '../origination/test-fixtures';
import OriginationAmount from './OriginationAmount';
import OriginationChooseMethod from './OriginationChooseMethod';

const at = (name: string) => `/inl/Origination/${name}?applicationId=${APP}`;
const show = (ui: React.ReactElement, name: string) =>
  renderScreen(ui, { path: at(name), route: `/inl/Origination/${name}` });
const answer = (over: Partial<TExperianStatusResponse>): TExperianStatusResponse => ({
  customerId: 'C6',
  status: 'verified',
  missing: [],
  ...over,
});

beforeEach(() =>
  setUpOriginationScreens([
    ['OriginationManageDisburseMethod', 'Origination/ManageDisburseMethod'],
    ['CustomerProfile', 'CustomerProfile'],
    ['Offers', 'Offers'],
  ]),
);

describe('OriginationAmount and the identity check', () => {
  it('asks the check with her customer id, the offer’s product and store, and goes on when verified', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo()),
      'GET /experianStatus': () => jsonResponse(answer({})),
    });
    show(<OriginationAmount />, 'Amount');
    await screen.findByRole('textbox', { name: 'Loan amount' });
    await screen.findByRole('button', { name: 'Continue' });
    expect(calledUrls(api).find((url) => url.includes('/experianStatus'))).toMatch(
      /customerId=C6&productId=7&storeId=41$/,
    );
    expect(screen.queryByTestId('identity-check')).toBeNull();
    expect(screen.queryByText('Checking your identity on file…')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(at('ChooseMethod'));
  });

  it('says what is missing and who completes it, and does not let her go on', async () => {
    mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo()),
      'GET /experianStatus': () =>
        jsonResponse(answer({ status: 'incomplete', missing: ['ssn', 'homeAddress'] })),
    });
    show(<OriginationAmount />, 'Amount');
    const notice = await screen.findByRole('region', {
      name: 'We need more about you before a new loan',
    });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your home address — add it on My profile',
      'Your Social Security number — your store completes it for you',
    ]);
    expect(within(notice).getByRole('link', { name: 'add it on My profile' })).toHaveAttribute(
      'href',
      '/inl/CustomerProfile',
    );
    expect(within(notice).getByRole('link', { name: '(602) 555-0141' })).toHaveAttribute(
      'href',
      'tel:+16025550141',
    );
    expect(notice).toHaveTextContent('Call TitleMax Phoenix #41:');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says it in Spanish', async () => {
    await i18next.changeLanguage('es');
    mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo()),
      'GET /experianStatus': () =>
        jsonResponse(answer({ status: 'incomplete', missing: ['dateOfBirth'] })),
    });
    show(<OriginationAmount />, 'Amount');
    const notice = await screen.findByRole('region', {
      name: 'Necesitamos más datos suyos antes de un préstamo nuevo',
    });
    expect(within(notice).getByRole('listitem')).toHaveTextContent(
      'Su fecha de nacimiento — su tienda lo completa por usted',
    );
    expect(notice).toHaveTextContent('Llame a TitleMax Phoenix #41:');
    expect(within(notice).queryByRole('link', { name: /Mi perfil/ })).toBeNull();
  });

  it('lets her go on when the check cannot be asked (the server decides)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo()),
      'GET /experianStatus': () =>
        jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500),
    });
    show(<OriginationAmount />, 'Amount');
    expect(
      await screen.findByText(
        'We could not check your identity just now. You can go on: we check it again when you ask for your loan.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent(at('ChooseMethod'));
  });
});

describe('OriginationChooseMethod refused by the server’s identity check', () => {
  beforeEach(() =>
    writeOriginationCookie('C6', { ...blankOrigination(APP, 612), disbursementAmount: 150_000 }),
  );

  it('shows what is missing instead of a bare error', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /originationInfo': () => jsonResponse(originationInfo()),
      'POST /loanOriginate': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Before we can make a new loan, we need your home address.',
            field: 'body.applicationId',
            errorCode: 'identity.incomplete',
            missing: ['homeAddress'],
          },
          409,
        ),
    });
    show(<OriginationChooseMethod />, 'ChooseMethod');
    await user.click(await screen.findByRole('radio', { name: 'Cash at my store' }));
    await user.click(screen.getByRole('button', { name: 'Get my loan' }));
    const notice = await screen.findByRole('region', {
      name: 'We need more about you before a new loan',
    });
    expect(within(notice).getByRole('listitem')).toHaveTextContent(
      'Your home address — add it on My profile',
    );
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });
});
