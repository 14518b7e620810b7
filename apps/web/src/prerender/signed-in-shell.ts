/**
 * A signed-in screen drawn at build time as its first render shows it while her data loads (decision 087): the app's
 * shell, the screen's heading and its loading line, no data of hers. The server sends it for the screen's path, so the
 * page paints with its HTML, not after the app's script. It is never hydrated: the app draws her screen over it once
 * its router is ready.
 *
 * The server cannot tell a signed-in tab from another (the session lives in the tab's storage), so the shell is hidden
 * by default (global.css) and shown by the page's one inline script when the tab holds a session; the page's script
 * takes a hidden shell away before the app starts, so a signed-out visitor never reads "Loading your loans…" on her way
 * to Login, nor a guest payer on her way to her payment.
 */
import { SESSION_STATE_KEY, TOKEN_KEYS } from '../shared/session/token-storage';

/** The screens drawn as a signed-in shell (src/features/…/screens/{name}.tsx). */
export const SIGNED_IN_SHELLS: readonly string[] = ['Dashboard'];

/** set on <html> by the shell's inline script when the tab holds a session */
export const SIGNED_IN_MARK = 'data-signed-in';

/**
 * The shell's inline script (the server allows it by its hash): the tab holds a session, and not a guest payer's (a
 * guest has no accounts: the app sends her to her payment). A storage the browser refuses, or a state it cannot read,
 * is no session: the app starts on an empty root and decides.
 */
export const SHELL_SCRIPT = `try{var s=sessionStorage;s.getItem(${JSON.stringify(TOKEN_KEYS.accessToken)})&&!(JSON.parse(s.getItem(${JSON.stringify(SESSION_STATE_KEY)})||"{}")||{}).guest&&document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_MARK)},"")}catch(e){}`;

/** Whether the page holds a signed-in shell, shown or not (#root[data-shell]). */
export function holdsShell(root: HTMLElement): boolean {
  return root.dataset.shell !== undefined;
}

/** The page script's part: a shell the tab has no session for is taken away, so the app starts on an empty root. */
export function dropShellWhenSignedOut(doc: Document): void {
  const root = doc.getElementById('root');
  if (!root || !holdsShell(root) || doc.documentElement.hasAttribute(SIGNED_IN_MARK)) return;
  root.replaceChildren();
  delete root.dataset.shell;
}
