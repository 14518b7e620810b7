/**
 * When the app's own script cannot be loaded (the network dropped between the page and its script, or a new
 * build replaced it), the page would stay as drawn: a prerendered form disabled until the app runs, or an empty
 * root. The first failure reloads the page once; a second one, before the app has started, goes to the
 * NetworkError page, which the server sends prerendered in the borrower's language and so reads without the
 * app; there, its "Try again" button (prerendered markup with nothing behind it until the app runs) reloads the
 * page. Kept apart from loadChunk's flag (a screen's chunk) and free of the app's imports: the page's one script
 * must stay small (decision 029).
 */
export const ENTRY_RELOAD_KEY = 'appEntryReloadAttempted';
export const NETWORK_ERROR_PATH = '/NetworkError';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface EntryFailureDeps {
  /** read inside a try: a browser that refuses storage throws on the access itself */
  storage: () => Store;
  pathname: string;
  reload: () => void;
  replace: (path: string) => void;
}

/** Private browsing may refuse storage: then the page cannot remember a reload, so it goes to NetworkError. */
function attempted(storage: () => Store): boolean {
  try {
    if (storage().getItem(ENTRY_RELOAD_KEY) !== null) return true;
    storage().setItem(ENTRY_RELOAD_KEY, '1');
    return false;
  } catch {
    return true;
  }
}

export function onEntryFailed(deps: EntryFailureDeps): 'reload' | 'network-error' | 'stay' {
  if (!attempted(deps.storage)) {
    deps.reload();
    return 'reload';
  }
  if (deps.pathname.toLowerCase() === NETWORK_ERROR_PATH.toLowerCase()) return 'stay';
  deps.replace(NETWORK_ERROR_PATH);
  return 'network-error';
}

export function onEntryStarted(storage: () => Store): void {
  try {
    storage().removeItem(ENTRY_RELOAD_KEY);
  } catch {
    // nothing was stored
  }
}

/**
 * On the prerendered NetworkError page without the app, a tap on one of its buttons ("Try again") reloads the
 * page: the only retry there is without the app. Only on a tap, so a failing script cannot loop.
 */
export function reloadOnButtonTap(root: HTMLElement | null, reload: () => void): void {
  root?.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button')) reload();
  });
}

/** Loads the app's entry; its failure follows onEntryFailed, in this window. */
export function loadEntry(
  href: string,
  importer: (href: string) => Promise<unknown>,
): Promise<void> {
  return importer(href).then(
    () => onEntryStarted(() => window.sessionStorage),
    () => {
      const reload = () => window.location.reload();
      const outcome = onEntryFailed({
        storage: () => window.sessionStorage,
        pathname: window.location.pathname,
        reload,
        replace: (path) => window.location.replace(path),
      });
      if (outcome === 'stay') reloadOnButtonTap(document.getElementById('root'), reload);
    },
  );
}
