import { afterEach, describe, expect, it } from 'vitest';
import { LoanStatus, ORIGINATION_COOKIE_EXPIRY_MS } from '@lender/domain';
import {
  blankOrigination,
  clearAllOriginationCookies,
  clearOriginationCookie,
  readOriginationCookie,
  writeOriginationCookie,
  type OriginationCookieState,
} from '../../../shared/offers';
import { resetAllStores } from '../../../shared/session/store-reset';
import { mergeOrigination, redirectTarget, resumeScreen } from './resume';
import { APP, LOAN, civic, originationInfo, progress } from './test-fixtures';

const cookieState = (over: Partial<OriginationCookieState> = {}): OriginationCookieState => ({
  ...blankOrigination(APP, 612),
  ...over,
});

afterEach(() => clearAllOriginationCookies());

describe('origination cookie', () => {
  it('keeps the non-secret fields per customer as JSON, rewritten on each change, and deletes it', () => {
    const state = {
      ...cookieState({ disbursementAmount: 150_000, cardLastFour: '1234' }),
      cardIds: [{ type: 'tok', id: 'secret' }],
      cardToken: 'tok_1',
    };
    writeOriginationCookie('C6', state);
    expect(document.cookie).toContain('origination_C6=');
    expect(document.cookie).not.toContain('secret');
    expect(document.cookie).not.toContain('tok_1');
    expect(readOriginationCookie('C6')).toEqual(
      cookieState({ disbursementAmount: 150_000, cardLastFour: '1234' }),
    );
    expect(readOriginationCookie('C7')).toBeNull();
    writeOriginationCookie('C6', cookieState({ disbursementAmount: 90_000 }));
    expect(readOriginationCookie('C6')?.disbursementAmount).toBe(90_000);
    clearOriginationCookie('C6');
    expect(readOriginationCookie('C6')).toBeNull();
  });

  it('lives as long as the origination cache (7200 min), and sign-out deletes every origination cookie', () => {
    expect(ORIGINATION_COOKIE_EXPIRY_MS).toBe(7200 * 60_000);
    writeOriginationCookie('C6', cookieState());
    writeOriginationCookie('C8', cookieState());
    resetAllStores();
    expect(readOriginationCookie('C6')).toBeNull();
    expect(readOriginationCookie('C8')).toBeNull();
  });

  it('ignores a cookie that is not an origination state', () => {
    document.cookie = 'origination_C6=not-json; path=/';
    expect(readOriginationCookie('C6')).toBeNull();
  });
});

describe('mergeOrigination and the resume rule', () => {
  it('nothing stored and nothing on the server: the amount', () => {
    const merged = mergeOrigination(null, originationInfo());
    expect(merged).toEqual({ state: cookieState(), outcome: 'none', error: null });
    expect(resumeScreen(merged)).toBe('OriginationAmount');
  });

  it('an amount chosen on this device: how the money comes', () => {
    const merged = mergeOrigination(
      cookieState({ disbursementAmount: 150_000 }),
      originationInfo(),
    );
    expect(resumeScreen(merged)).toBe('OriginationChooseMethod');
    expect(
      resumeScreen(
        mergeOrigination(
          cookieState({ disbursementAmount: 150_000, disbursementType: 16 }),
          originationInfo(),
        ),
      ),
    ).toBe('OriginationChooseMethod');
  });

  it('the server wins when it has a loan: another device resumes at signing', () => {
    const merged = mergeOrigination(
      cookieState({ disbursementAmount: 90_000, disbursementType: 2 }),
      originationInfo({ origination: progress() }),
    );
    expect(merged.outcome).toBe('live');
    expect(merged.state).toMatchObject({
      disbursementAmount: 150_000,
      disbursementType: 16,
      loanId: LOAN,
      loanStatusId: LoanStatus.Open,
      dueDate: '2026-12-27',
      loanAmount: 187_500,
      cardLastFour: '1234',
      originationKey: 'K-1',
      collateral: civic,
    });
    expect(resumeScreen(merged)).toBe('OriginationDocuSign');
    expect(resumeScreen(mergeOrigination(null, originationInfo({ origination: progress() })))).toBe(
      'OriginationDocuSign',
    );
  });

  it('what this device learned of the same origination fills what the server has not said yet', () => {
    const mine = cookieState({
      disbursementAmount: 150_000,
      disbursementType: 16,
      originationKey: 'K-1',
      loanId: LOAN,
      loanStatusId: LoanStatus.Open,
    });
    const merged = mergeOrigination(
      mine,
      originationInfo({
        origination: progress({ status: 'originating', loanId: null, loanStatusId: null }),
      }),
    );
    expect(merged.state.loanId).toBe(LOAN);
    expect(resumeScreen(merged)).toBe('OriginationDocuSign');
  });

  it('a loan still being made resumes where it is polled; a cookie of another application is ignored', () => {
    const merged = mergeOrigination(
      cookieState({ applicationId: 'other' }),
      originationInfo({
        origination: progress({ status: 'originating', loanId: null, loanStatusId: null }),
      }),
    );
    expect(merged.state.originationKey).toBe('K-1');
    expect(resumeScreen(merged)).toBe('OriginationChooseMethod');
  });

  it('funded or being funded: the signing screen (its done or sending state)', () => {
    expect(
      resumeScreen(
        mergeOrigination(
          null,
          originationInfo({
            origination: progress({ status: 'funded', loanStatusId: LoanStatus.Open }),
          }),
        ),
      ),
    ).toBe('OriginationDocuSign');
    expect(
      mergeOrigination(null, originationInfo({ origination: progress({ status: 'funded' }) }))
        .outcome,
    ).toBe('funded');
    expect(
      mergeOrigination(null, originationInfo({ origination: progress({ status: 'funding' }) }))
        .outcome,
    ).toBe('funding');
  });

  it('declined, expired or failed: starts over at the amount, with the reason', () => {
    for (const status of ['declined', 'expired', 'failed'] as const) {
      const merged = mergeOrigination(
        cookieState({
          disbursementAmount: 150_000,
          disbursementType: 16,
          originationKey: 'K-1',
          loanId: LOAN,
        }),
        originationInfo({
          origination: progress({ status, Error: status === 'failed' ? 'Card refused.' : null }),
        }),
      );
      expect(merged.outcome).toBe(status);
      expect(merged.state).toEqual({ ...cookieState(), collateral: civic });
      expect(merged.error).toBe(status === 'failed' ? 'Card refused.' : null);
      expect(resumeScreen(merged)).toBe('OriginationAmount');
      // the signing screen says why no loan was made instead of moving on
      expect(redirectTarget('OriginationDocuSign', merged, false)).toBeNull();
      expect(redirectTarget('OriginationChooseMethod', merged, false)).toBe('OriginationAmount');
    }
  });

  it('a new choice made after a declined try stays', () => {
    const merged = mergeOrigination(
      cookieState({ disbursementAmount: 80_000 }),
      originationInfo({ origination: progress({ status: 'declined' }) }),
    );
    expect(merged.outcome).toBe('none');
    expect(merged.state.disbursementAmount).toBe(80_000);
  });

  it('the amount screen moves on only when entering the flow or once a loan is on its way', () => {
    const chosen = mergeOrigination(
      cookieState({ disbursementAmount: 150_000 }),
      originationInfo(),
    );
    expect(redirectTarget('OriginationAmount', chosen, false)).toBeNull();
    expect(redirectTarget('OriginationAmount', chosen, true)).toBe('OriginationChooseMethod');
    const live = mergeOrigination(null, originationInfo({ origination: progress() }));
    expect(redirectTarget('OriginationAmount', live, false)).toBe('OriginationDocuSign');
    expect(
      redirectTarget('OriginationDocuSign', mergeOrigination(null, originationInfo()), false),
    ).toBe('OriginationAmount');
  });
});
