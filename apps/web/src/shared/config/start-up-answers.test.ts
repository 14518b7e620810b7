import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { configSettingsQuery } from './config-settings';
import { serviceProviderQuery } from './service-provider';
import { SERVICE_STATUS_STALE_MS, serviceStatusQuery } from './service-status';
import { readStartUpAnswers, seedStartUpAnswers } from './start-up-answers';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const answers = {
  readAt: NOW - 1_000,
  serviceStatus: { available: false, message: 'Planned maintenance' },
  serviceProvider: { brands: { inl: { displayName: 'Oak Loans' } } },
  configSettings: { settings: { wrongPasswordRedirectCount: 5 } },
};

function page(text: string | undefined) {
  document.body.innerHTML =
    text === undefined ? '' : '<script type="application/json" id="start-up-answers"></script>';
  const element = document.getElementById('start-up-answers');
  if (element && text !== undefined) element.textContent = text;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('start-up answers', () => {
  it('seeds the three answers the page carries, their age counted from when the server read them', () => {
    page(JSON.stringify(answers));
    const client = new QueryClient();
    expect(seedStartUpAnswers(client, document, NOW)).toBe(true);
    expect(client.getQueryData(serviceStatusQuery().queryKey)).toEqual(answers.serviceStatus);
    expect(client.getQueryData(serviceProviderQuery().queryKey)).toEqual(answers.serviceProvider);
    expect(client.getQueryData(configSettingsQuery().queryKey)).toEqual(answers.configSettings);
    expect(client.getQueryState(serviceStatusQuery().queryKey)?.dataUpdatedAt).toBe(NOW - 1_000);
  });

  it('never dates them after the device clock, so a page kept from long ago is stale for every guard', () => {
    page(JSON.stringify({ ...answers, readAt: NOW + 60_000 }));
    const client = new QueryClient();
    seedStartUpAnswers(client, document, NOW);
    expect(client.getQueryState(serviceStatusQuery().queryKey)?.dataUpdatedAt).toBe(NOW);
    page(JSON.stringify({ ...answers, readAt: NOW - SERVICE_STATUS_STALE_MS - 1 }));
    const later = new QueryClient();
    seedStartUpAnswers(later, document, NOW);
    expect(
      later
        .getQueryCache()
        .find({ queryKey: serviceStatusQuery().queryKey })
        ?.isStaleByTime(SERVICE_STATUS_STALE_MS),
    ).toBe(true);
  });

  it('leaves the calls to do their work when the page carries none, or something else', () => {
    for (const text of [undefined, '', 'not json', 'null', '{"serviceStatus":{}}']) {
      page(text);
      const client = new QueryClient();
      expect(readStartUpAnswers(document)).toBeUndefined();
      expect(seedStartUpAnswers(client, document, NOW)).toBe(false);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
