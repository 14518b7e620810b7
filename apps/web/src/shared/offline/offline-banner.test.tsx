import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import i18next from 'i18next';
import { OfflineAsOf, OfflineBanner } from './offline-banner';
import { reportAnswered, reportUnanswered } from './reachability';

afterEach(async () => {
  onlineManager.setOnline(true);
  await i18next.changeLanguage('en');
});

describe('OfflineBanner', () => {
  it('says so, and why paying is off, while the browser is offline; nothing online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline.Payments and other changes are off until you're back online.",
    );
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows while the service does not answer, though the browser says online', () => {
    render(<OfflineBanner />);
    act(() => reportUnanswered());
    expect(screen.getByRole('status')).toHaveTextContent("You're offline.");
    act(() => reportAnswered());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await i18next.changeLanguage('es');
    onlineManager.setOnline(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('No tiene conexión.');
  });
});

describe('OfflineAsOf', () => {
  it('gives the date and time the loans were read', () => {
    render(<OfflineAsOf asOf={Date.UTC(2026, 10, 20, 15, 30)} />);
    expect(
      screen.getByText(
        /^Your loans as of Nov 20, 2026, \d{1,2}:30\s?[AP]M, the last time we could reach our service\.$/,
      ),
    ).toBeInTheDocument();
  });
});
