import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readTermsConsent, TERMS_CONSENT_KEY } from '../consent';
import { renderScreen } from '../test-utils';
import TermsConditionsConsent from './TermsConditionsConsent';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('TermsConditionsConsent', () => {
  it('stores the consent with a timestamp on agree and returns to where the customer came from', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-04T15:30:00.000Z'));
    await renderScreen(<TermsConditionsConsent />, {
      path: '/TermsConditionsConsent',
      state: { from: '/inl/Accounts' },
    });
    expect(localStorage.getItem(TERMS_CONSENT_KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(JSON.parse(localStorage.getItem(TERMS_CONSENT_KEY) ?? 'null')).toEqual({
      accepted: true,
      timestamp: '2025-03-04T15:30:00.000Z',
    });
    expect(readTermsConsent()).toEqual({ accepted: true, timestamp: '2025-03-04T15:30:00.000Z' });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/inl/Accounts');
  });

  it('goes home after agreeing when there is no safe place to return to', async () => {
    await renderScreen(<TermsConditionsConsent />, {
      path: '/TermsConditionsConsent',
      state: { from: '//evil.example' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(readTermsConsent()?.accepted).toBe(true);
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('goes home without storing anything on decline', async () => {
    await renderScreen(<TermsConditionsConsent />, {
      path: '/TermsConditionsConsent',
      state: { from: '/inl/Accounts' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(TERMS_CONSENT_KEY)).toBeNull();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });
});
