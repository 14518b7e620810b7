import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { REFERRAL_ERROR_CODES } from '@lender/contract';
import { CARRIED_REFERRAL_CODE_KEY } from '../../../shared/referral/carried-code';
import { referralApi } from '../test/fixtures';
import { renderReferralScreen } from '../test/render';
import ReferralLink, { SCANNED_CODES_KEY } from './ReferralLink';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const show = (code: string) =>
  renderReferralScreen(<ReferralLink />, 'ReferralLink', { path: `/Refer/${code}` });

describe('ReferralLink', () => {
  it('records the scan once per browser, says who invited, and carries the code to Register', async () => {
    const api = referralApi({
      'POST /referralScans': { body: { shortCode: 'GINA50', referrerFirstName: 'Gina' } },
    });
    const first = show('gina50');
    expect(await screen.findByRole('heading', { name: 'Gina invited you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/Register?ref=GINA50',
    );
    expect(sessionStorage.getItem(CARRIED_REFERRAL_CODE_KEY)).toBe('GINA50');
    expect(api.callsTo('POST /referralScans')[0]?.body).toEqual({ shortCode: 'GINA50' });
    first.unmount();

    show('GINA50');
    expect(await screen.findByRole('heading', { name: 'Gina invited you' })).toBeInTheDocument();
    expect(api.callsTo('POST /referralScans')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(SCANNED_CODES_KEY) ?? '{}')).toHaveProperty('GINA50');
  });

  it('says an unknown code is unknown and lets them register without it', async () => {
    sessionStorage.setItem(CARRIED_REFERRAL_CODE_KEY, 'OLDCODE1');
    referralApi({
      'POST /referralScans': {
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: 'no',
          errorCode: REFERRAL_ERROR_CODES.codeNotFound,
        },
      },
    });
    show('NOPE99');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We don't recognise this referral code. You can still register without it.",
    );
    expect(screen.getByRole('link', { name: 'Register without a code' })).toHaveAttribute(
      'href',
      '/Register',
    );
    await waitFor(() => expect(sessionStorage.getItem(CARRIED_REFERRAL_CODE_KEY)).toBeNull());
    expect(localStorage.getItem(SCANNED_CODES_KEY)).toBeNull();
  });

  it('does not call the server for text that is not a code', async () => {
    const api = referralApi({});
    show('x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We don't recognise this referral code.",
    );
    expect(api.callsTo('POST /referralScans')).toHaveLength(0);
  });
});
