import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { installMarketingEvents } from '../../shared/session/marketing-events';
import { useSessionStore } from '../../shared/session/session-store';
import { jsonResponse } from '../../test/render-screen';
import { makePromptEvent } from './test-utils';
import {
  promptInstall,
  startInstallPromptCapture,
  useInstallPrompt,
  useInstallPromptStore,
} from './install-prompt';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  useInstallPromptStore.setState({ held: null, installed: false });
  vi.restoreAllMocks();
});

describe('install prompt capture', () => {
  it('holds the prompt (preventing the mini-infobar) until the app reports installed', () => {
    stop = startInstallPromptCapture();
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current).toMatchObject({ canPrompt: false, installed: false });

    const event = makePromptEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(result.current).toMatchObject({ canPrompt: true, installed: false });

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current).toMatchObject({ canPrompt: false, installed: true });

    const late = makePromptEvent();
    act(() => {
      window.dispatchEvent(late);
    });
    expect(late.defaultPrevented).toBe(true);
    expect(result.current.canPrompt).toBe(false);
    expect(useInstallPromptStore.getState().held).toBeNull();
  });

  it('shows the held prompt once and reports the choice', async () => {
    stop = startInstallPromptCapture();
    const event = makePromptEvent('dismissed');
    window.dispatchEvent(event);

    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    await expect(promptInstall()).resolves.toBe('unavailable');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(useInstallPromptStore.getState()).toMatchObject({ held: null, installed: false });
  });

  it('knows the app is installed when it runs standalone', () => {
    const matchMedia = (query: string) =>
      ({
        matches: query === '(display-mode: standalone)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList;
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      stop = startInstallPromptCapture();
      expect(useInstallPromptStore.getState().installed).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('listens once however often it is started, and stops listening', () => {
    stop = startInstallPromptCapture();
    expect(startInstallPromptCapture()).toBe(stop);
    stop();
    stop = undefined;
    const event = makePromptEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(useInstallPromptStore.getState().held).toBeNull();
  });
});

describe('pwaInstalled (decision 059)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ authenticated: false, guest: false, tokens: undefined });
  });

  it('records the browser’s appinstalled with its install path for a signed-in borrower, once', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => jsonResponse({ recorded: true }));
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.setState({ authenticated: true, guest: false, tokens: { accessToken: 'a' } });
    installMarketingEvents();
    stop = startInstallPromptCapture();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toMatch(/\/api\/iterableEvent$/);
    expect(JSON.parse(String(init.body))).toEqual({
      eventName: 'pwaInstalled',
      dataFields: { platform: 'unsupported' },
    });
  });
});
