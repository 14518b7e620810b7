import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { z } from 'zod';
import { apiGet } from '../../shared/http/client';
import { useServiceBusyStore } from '../../shared/http/service-busy';
import { LiveStatus, useLiveStatusStore } from '../../shared/ui/live-status';
import { ServiceBusyBanner } from './service-busy-banner';

const shed = () =>
  new Response(
    JSON.stringify({
      reqId: 'r',
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is busy.',
    }),
    {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
    },
  );
const ok = () =>
  new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });

function shell() {
  return render(
    <>
      <ServiceBusyBanner />
      <LiveStatus />
    </>,
  );
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useServiceBusyStore.setState({ retrying: 0 });
  useLiveStatusStore.setState({ message: '' });
  await i18next.changeLanguage('en');
});

describe('ServiceBusyBanner', () => {
  it('shows and says (politely, in the live region) that the service is busy while a shed read waits, and goes when it answers', async () => {
    vi.useFakeTimers();
    const answers = [shed, ok];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!()),
    );
    shell();
    expect(screen.queryByTestId('service-busy')).not.toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toBeEmptyDOMElement();

    const read = apiGet('/accounts', z.object({ ok: z.boolean() }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    const busy = "Our service is busy right now. We're trying again…";
    expect(screen.getByTestId('service-busy')).toHaveTextContent(busy);
    expect(screen.getByTestId('live-status')).toHaveTextContent(busy);
    expect(screen.getByTestId('live-status')).toHaveAttribute('aria-live', 'polite');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await expect(read).resolves.toEqual({ ok: true });
    expect(screen.queryByTestId('service-busy')).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await i18next.changeLanguage('es');
    shell();
    act(() => useServiceBusyStore.setState({ retrying: 1 }));
    const busy = 'Nuestro servicio está ocupado en este momento. Lo estamos intentando de nuevo…';
    expect(screen.getByTestId('service-busy')).toHaveTextContent(busy);
    expect(screen.getByTestId('live-status')).toHaveTextContent(busy);
  });
});
