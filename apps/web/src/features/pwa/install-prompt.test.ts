import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
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
