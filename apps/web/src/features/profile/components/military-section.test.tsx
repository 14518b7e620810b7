import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi, renderScreen } from '../../../test/render-screen';
import { MilitarySection } from './military-section';

const status = (isActiveDuty: boolean, isDependent: boolean, declaredAt: string | null) => ({
  customerId: 'T100001',
  isActiveDuty,
  isDependent,
  mlaCovered: isActiveDuty || isDependent,
  declaredAt,
});
const show = () => renderScreen(<MilitarySection />, { path: '/inl/CustomerProfile' });

afterEach(() => vi.unstubAllGlobals());

describe('MilitarySection (GET/POST /militarystatus, decision 059)', () => {
  it('says she has not told us, then saves her declaration and says what it means', async () => {
    const fetchMock = mockApi({
      'GET /militarystatus': () => jsonResponse(status(false, false, null)),
      'POST /militarystatus': () => jsonResponse(status(false, true, '2026-12-03T15:00:00.000Z')),
    });
    show();
    expect(await screen.findByText('You have not told us yet.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I am the spouse or dependent of someone on active duty',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save my military status' }));
    expect(
      await screen.findByText(/On 12\/03\/2026 you told us the Military Lending Act covers you/),
    ).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      isActiveDuty: false,
      isDependent: true,
    });
    expect(
      screen.getByRole('checkbox', {
        name: 'I am the spouse or dependent of someone on active duty',
      }),
    ).toBeChecked();
  });

  it('offers a retry when the status cannot be read, and shows a refused save', async () => {
    let reads = 0;
    mockApi({
      'GET /militarystatus': () => {
        reads += 1;
        return reads === 1
          ? jsonResponse({ statusCode: 503, message: 'down' }, 503)
          : jsonResponse(status(true, false, '2026-11-01T15:00:00.000Z'));
      },
      'POST /militarystatus': () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Customer not found.' }, 404),
    });
    show();
    expect(await screen.findByText('We could not load your military status.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(
      await screen.findByRole('checkbox', { name: 'I am on active duty in the armed forces' }),
    ).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save my military status' }));
    expect(await screen.findByText(/Customer not found/)).toBeInTheDocument();
  });
});
