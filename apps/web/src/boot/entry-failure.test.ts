import { describe, expect, it, vi } from 'vitest';
import {
  ENTRY_RELOAD_KEY,
  NETWORK_ERROR_PATH,
  onEntryFailed,
  onEntryStarted,
  reloadOnButtonTap,
} from './entry-failure';
import { memoryStorage } from '../test/memory-storage';

function deps(pathname = '/Login', storage = memoryStorage()) {
  return { storage: () => storage, pathname, reload: vi.fn(), replace: vi.fn() };
}

describe('the app entry failing to load', () => {
  it('reloads the page once, then goes to the NetworkError page', () => {
    const storage = memoryStorage();
    const first = deps('/Login', storage);
    expect(onEntryFailed(first)).toBe('reload');
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(first.replace).not.toHaveBeenCalled();
    const second = deps('/Login', storage);
    expect(onEntryFailed(second)).toBe('network-error');
    expect(second.reload).not.toHaveBeenCalled();
    expect(second.replace).toHaveBeenCalledWith(NETWORK_ERROR_PATH);
  });

  it('stays on the NetworkError page when the app fails there too (no loop)', () => {
    const storage = memoryStorage();
    storage.setItem(ENTRY_RELOAD_KEY, '1');
    const there = deps('/networkerror', storage);
    expect(onEntryFailed(there)).toBe('stay');
    expect(there.reload).not.toHaveBeenCalled();
    expect(there.replace).not.toHaveBeenCalled();
  });

  it('forgets the reload once the app has started, so a later failure reloads again first', () => {
    const storage = memoryStorage();
    onEntryFailed(deps('/Login', storage));
    onEntryStarted(() => storage);
    expect(storage.getItem(ENTRY_RELOAD_KEY)).toBeNull();
    const later = deps('/Login', storage);
    expect(onEntryFailed(later)).toBe('reload');
  });

  it('goes straight to NetworkError when the browser refuses storage (it could not remember a reload)', () => {
    const refusing = {
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      pathname: '/',
      reload: vi.fn(),
      replace: vi.fn(),
    };
    expect(onEntryFailed(refusing)).toBe('network-error');
    expect(refusing.reload).not.toHaveBeenCalled();
    expect(() => onEntryStarted(refusing.storage)).not.toThrow();
  });

  it('on the prerendered NetworkError page, a tap on its button reloads the page; elsewhere nothing does', () => {
    document.body.innerHTML =
      '<div id="root"><h1>You’re offline</h1><div><button type="button">Try <span>again</span></button></div></div>';
    const root = document.getElementById('root');
    const reload = vi.fn();
    reloadOnButtonTap(root, reload);
    root!.querySelector('h1')!.click();
    expect(reload).not.toHaveBeenCalled();
    root!.querySelector('span')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(() => reloadOnButtonTap(null, reload)).not.toThrow();
  });
});
