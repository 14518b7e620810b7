import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENTS_BEFORE_APP_REVIEW } from '@lender/domain';
import { registerRoutes } from '../../../shared/routing/route-path';
import { renderScreen } from '../../../test/render-screen';
import { readAppReview } from '../app-review';
import { AppReviewPrompt } from './app-review-prompt';

const PROFILE = 'f0000000-0000-4000-8000-000000000001';

function confirmPayment(n: number, guest = false) {
  return renderScreen(
    <AppReviewPrompt profileId={PROFILE} guest={guest} confirmationNumber={`PMT${n}`} />,
    { path: '/inl/Accounts' },
  );
}

beforeEach(() => {
  localStorage.clear();
  registerRoutes([
    {
      name: 'PwaInstallRoute',
      baseName: 'PwaInstallRoute',
      path: '/PwaInstallRoute',
      group: 'topLevel',
    },
  ] as never);
});
afterEach(() => localStorage.clear());

describe('AppReviewPrompt (payments before app review)', () => {
  it(`offers the app after the ${PAYMENTS_BEFORE_APP_REVIEW}rd successful payment, once; a reload counts once`, async () => {
    const user = userEvent.setup();
    confirmPayment(1).unmount();
    confirmPayment(2).unmount();
    confirmPayment(2).unmount();
    expect(readAppReview(PROFILE).payments).toEqual(['PMT1', 'PMT2']);
    confirmPayment(3);
    expect(
      await screen.findByRole('region', { name: 'Pay faster from your home screen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the app' })).toHaveAttribute(
      'href',
      '/PwaInstallRoute',
    );
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Pay faster from your home screen' })).toBeNull();
    expect(readAppReview(PROFILE).asked).toBe(true);
  });

  it('never for a guest payer', () => {
    for (const n of [1, 2, 3, 4]) confirmPayment(n, true).unmount();
    confirmPayment(5, true);
    expect(screen.queryByRole('region', { name: 'Pay faster from your home screen' })).toBeNull();
  });
});
