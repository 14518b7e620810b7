import { expect, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ScreenPrefetchArgs } from '../shared/routing/types';

/**
 * The API paths a screen's `prefetch` asks for before any of them is answered (decision 066): what the screen waits for
 * is one round. Stubs fetch with requests that never answer; vi.unstubAllGlobals() after.
 */
export async function prefetchFirstRound(
  prefetch: (args: ScreenPrefetchArgs) => void,
  params: Record<string, string> = {},
  /** what the cache holds before the tap (the answers of the page she tapped on) */
  queryClient = new QueryClient(),
): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(new URL(url, 'http://app.local').pathname);
      return new Promise<Response>(() => undefined);
    }),
  );
  prefetch({ params, brand: 'inl', queryClient });
  // the round is what was asked before any answer: wait until the count has stopped growing across two looks
  let seen = -1;
  await vi.waitFor(() => {
    const now = asked.length;
    const settled = now > 0 && now === seen;
    seen = now;
    expect(settled).toBe(true);
  });
  return asked.sort();
}
