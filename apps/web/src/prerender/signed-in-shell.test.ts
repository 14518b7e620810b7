// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STATE_KEY, TOKEN_KEYS } from '../shared/session/token-storage';
import {
  dropShellWhenSignedOut,
  holdsShell,
  SHELL_SCRIPT,
  SIGNED_IN_MARK,
} from './signed-in-shell';

const runShellScript = () => new Function(SHELL_SCRIPT)() as void;

function drawShell() {
  document.body.innerHTML = '<div id="root" data-shell><h1>My accounts</h1></div>';
  return document.getElementById('root')!;
}

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute(SIGNED_IN_MARK);
  vi.restoreAllMocks();
});

describe('the shell script (decision 087)', () => {
  it('marks the page when the tab holds a session', () => {
    sessionStorage.setItem(TOKEN_KEYS.accessToken, 'token');
    runShellScript();
    expect(document.documentElement.hasAttribute(SIGNED_IN_MARK)).toBe(true);
  });

  it("marks a borrower's session whose state the app saved", () => {
    sessionStorage.setItem(TOKEN_KEYS.accessToken, 'token');
    sessionStorage.setItem(
      SESSION_STATE_KEY,
      JSON.stringify({ authenticated: true, guest: false }),
    );
    runShellScript();
    expect(document.documentElement.hasAttribute(SIGNED_IN_MARK)).toBe(true);
  });

  it("leaves a guest payer's session unmarked: she has no accounts to load", () => {
    sessionStorage.setItem(TOKEN_KEYS.accessToken, 'token');
    sessionStorage.setItem(SESSION_STATE_KEY, JSON.stringify({ authenticated: true, guest: true }));
    runShellScript();
    expect(document.documentElement.hasAttribute(SIGNED_IN_MARK)).toBe(false);
  });

  it('leaves it unmarked when the saved state cannot be read: the app starts and decides', () => {
    sessionStorage.setItem(TOKEN_KEYS.accessToken, 'token');
    sessionStorage.setItem(SESSION_STATE_KEY, '{not json');
    runShellScript();
    expect(document.documentElement.hasAttribute(SIGNED_IN_MARK)).toBe(false);
  });

  it('leaves it unmarked without one, and when the browser refuses the storage', () => {
    runShellScript();
    expect(document.documentElement.hasAttribute(SIGNED_IN_MARK)).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runShellScript).not.toThrow();
    expect(document.documentElement.hasAttribute(SIGNED_IN_MARK)).toBe(false);
  });
});

describe('dropShellWhenSignedOut', () => {
  it('takes away a shell the tab has no session for: the app starts on an empty root', () => {
    const root = drawShell();
    runShellScript();
    dropShellWhenSignedOut(document);
    expect(root.childNodes).toHaveLength(0);
    expect(holdsShell(root)).toBe(false);
  });

  it('keeps the shell of a tab with a session', () => {
    sessionStorage.setItem(TOKEN_KEYS.accessToken, 'token');
    const root = drawShell();
    runShellScript();
    dropShellWhenSignedOut(document);
    expect(root.textContent).toBe('My accounts');
    expect(holdsShell(root)).toBe(true);
  });

  it('leaves a public page alone', () => {
    document.body.innerHTML = '<div id="root" data-prerendered="[]"><h1>Sign in</h1></div>';
    dropShellWhenSignedOut(document);
    expect(document.getElementById('root')!.textContent).toBe('Sign in');
  });
});
