/**
 * The questions a flagged product asks on OriginationChooseMethod (decision 060, 063): the spouse (a community-property
 * state) and the demographics, checked as she answers, saved before "Get my loan", the server's refusals on the field
 * they name, and what she typed kept across a reload.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { DEMOGRAPHIC_REFERENCE } from '@lender/domain';
import {
  blankOrigination,
  clearAllOriginationCookies,
  writeOriginationCookie,
} from '../../../shared/offers';
import { registerRoutes } from '../../../shared/routing/route-path';
import { inlRoute, jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { clearRequirementsDraft } from '../origination/requirements-draft';
import { APP, originationInfo, signInFrank } from '../origination/test-fixtures';
import OriginationChooseMethod from './OriginationChooseMethod';

const at = (name: string) => `/inl/Origination/${name}?applicationId=${APP}`;
const show = () =>
  renderScreen(<OriginationChooseMethod />, {
    path: at('ChooseMethod'),
    route: '/inl/Origination/ChooseMethod',
  });
const flagged = originationInfo({
  requirements: {
    productCode: 'titleSpousal',
    spouseAddress: { required: true, answered: false },
    demographics: { required: true, answered: false },
  },
});
const reference = () =>
  jsonResponse({
    demographicsNeeded: true,
    demographicReference: DEMOGRAPHIC_REFERENCE,
    demographicData: null,
  });
const posted = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(async () => {
  registerRoutes([
    inlRoute('OriginationAmount', 'Origination/Amount'),
    inlRoute('OriginationChooseMethod', 'Origination/ChooseMethod'),
    inlRoute('OriginationDocuSign', 'Origination/DocuSign'),
    inlRoute('OriginationCallMe', 'Origination/CallMe'),
    inlRoute('OriginationManageDisburseMethod', 'Origination/ManageDisburseMethod'),
  ]);
  clearAllOriginationCookies();
  clearRequirementsDraft();
  signInFrank();
  writeOriginationCookie('C6', {
    ...blankOrigination(APP, 612),
    disbursementAmount: 150_000,
    disbursementType: 2,
  });
  await i18next.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

async function answerAll(user: ReturnType<typeof userEvent.setup>, zip = '77002') {
  await user.click(await screen.findByRole('radio', { name: 'Yes, I am married' }));
  await user.type(screen.getByRole('textbox', { name: "Spouse's first name" }), 'Mateo');
  await user.type(screen.getByRole('textbox', { name: "Spouse's last name" }), 'Ortiz');
  await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1200 Main St');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Houston');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
  await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), zip);
  for (const [legend, answer] of [
    ['Race', 'Prefer not to say'],
    ['Gender', 'Female'],
    ['Height', '5 ft 0 in to 5 ft 5 in'],
    ['Weight', 'Prefer not to say'],
  ] as const)
    await user.click(
      within(await screen.findByRole('group', { name: legend })).getByRole('radio', {
        name: answer,
      }),
    );
}

describe('the product’s questions on OriginationChooseMethod', () => {
  it('asks nothing when the product asks nothing', async () => {
    mockApi({ 'GET /originationInfo': () => jsonResponse(originationInfo()) });
    show();
    await screen.findByRole('group', { name: 'Send my money' });
    expect(screen.queryByRole('group', { name: 'Are you married?' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'About you' })).toBeNull();
  });

  it('saves the spouse, then sends the demographics with the loan', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /originationInfo': () => jsonResponse(flagged),
      'GET /demographicReference': reference,
      'POST /spouseAddress': () => jsonResponse({ applicationId: APP, married: true }),
      'POST /loanOriginate': () => jsonResponse({ messageKey: 'K-1' }),
    });
    show();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Get my loan' }));
    await waitFor(() => expect(posted(api, '/loanOriginate')).toHaveLength(1));
    expect(posted(api, '/spouseAddress')).toEqual([
      {
        applicationId: APP,
        married: true,
        spouse: {
          firstName: 'Mateo',
          lastName: 'Ortiz',
          address: { line1: '1200 Main St', line2: '', city: 'Houston', state: 'TX', zip: '77002' },
        },
      },
    ]);
    expect(posted(api, '/loanOriginate')[0]?.demographicData).toEqual({
      race: 'notSay',
      gender: 'female',
      height: '5ft0to5ft5',
      weight: 'notSay',
    });
  });

  it('shows each unanswered or invalid field and focuses the first, sending nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /originationInfo': () => jsonResponse(flagged),
      'GET /demographicReference': reference,
    });
    show();
    await screen.findByRole('group', { name: 'Race' });
    await user.click(screen.getByRole('button', { name: 'Get my loan' }));
    const married = screen.getByRole('group', { name: 'Are you married?' });
    expect(married).toHaveAttribute('aria-invalid', 'true');
    expect(married).toHaveAccessibleDescription('Choose whether you are married.');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Yes, I am married' })).toHaveFocus(),
    );
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription(
      'Choose an answer, or "Prefer not to say".',
    );

    await answerAll(user, '8500');
    await user.click(screen.getByRole('button', { name: 'Get my loan' }));
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code.');
    await waitFor(() => expect(zip).toHaveFocus());
    expect(posted(api, '/spouseAddress')).toHaveLength(0);
    expect(posted(api, '/loanOriginate')).toHaveLength(0);
  });

  it('shows the server’s refusals on the field they name', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /originationInfo': () => jsonResponse(flagged),
      'GET /demographicReference': reference,
      'POST /spouseAddress': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            errorCode: 'zip.notInState',
            message: 'ZIP code 77002 is not in Texas (server).',
            field: 'body.spouse.address.zip',
          },
          400,
        ),
      'POST /loanOriginate': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            errorCode: 'origination.demographicsRequired',
            message: 'Answer the questions about you (server).',
            field: 'body.demographicData',
          },
          409,
        ),
    });
    show();
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Get my loan' }));
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await waitFor(() =>
      expect(zip).toHaveAccessibleDescription('ZIP code 77002 is not in Texas (server).'),
    );
    expect(posted(api, '/loanOriginate')).toHaveLength(0);
    expect(zip).toHaveValue('77002');

    api.mockImplementationOnce(async () => jsonResponse({ applicationId: APP, married: true }));
    await user.click(screen.getByRole('button', { name: 'Get my loan' }));
    expect(await screen.findByText('Answer the questions about you (server).')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Spouse's first name" })).toHaveValue('Mateo');
  });

  it('keeps what she typed across a reload', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /originationInfo': () => jsonResponse(flagged),
      'GET /demographicReference': reference,
    });
    const { unmount } = show();
    await answerAll(user);
    unmount();
    show();
    expect(await screen.findByRole('textbox', { name: "Spouse's first name" })).toHaveValue(
      'Mateo',
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('TX');
    expect(
      within(await screen.findByRole('group', { name: 'Gender' })).getByRole('radio', {
        name: 'Female',
      }),
    ).toBeChecked();
  });
});
