/**
 * Spec §4 Installation: the browser's install prompt is held for later until the app reports installed.
 * The shell calls startInstallPromptCapture() once at start-up; screens read useInstallPrompt().
 */
import { create } from 'zustand';
import { recordMarketingEvent } from '../../shared/session/marketing-events';
import { currentInstallEnvironment, detectInstallPlatform } from './detect-platform';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

interface InstallPromptState {
  /** the held beforeinstallprompt event, usable once */
  held: BeforeInstallPromptEvent | null;
  installed: boolean;
}

export const useInstallPromptStore = create<InstallPromptState>(() => ({
  held: null,
  installed: false,
}));

const STANDALONE_QUERY = '(display-mode: standalone)';

/** True when the app already runs installed (standalone display, or iOS home-screen launch). */
export function isRunningInstalled(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (win.matchMedia?.(STANDALONE_QUERY).matches ?? false);
}

function markInstalled() {
  useInstallPromptStore.setState({ held: null, installed: true });
}

/** The browser's appinstalled: installed, and pwaInstalled for marketing with the install path (decision 059). */
function onAppInstalled(win: Window) {
  markInstalled();
  recordMarketingEvent('pwaInstalled', {
    platform: detectInstallPlatform(currentInstallEnvironment(win)),
  });
}

let stopCapture: (() => void) | undefined;

/** Start holding the install prompt; idempotent. Returns a function that stops listening. */
export function startInstallPromptCapture(win: Window = window): () => void {
  if (stopCapture) return stopCapture;
  if (isRunningInstalled(win)) markInstalled();

  const onBeforeInstallPrompt = (event: Event) => {
    event.preventDefault();
    if (!useInstallPromptStore.getState().installed) {
      useInstallPromptStore.setState({ held: event as BeforeInstallPromptEvent });
    }
  };
  const standalone = win.matchMedia?.(STANDALONE_QUERY);
  const onDisplayModeChange = (event: MediaQueryListEvent) => {
    if (event.matches) markInstalled();
  };

  const onInstalled = () => onAppInstalled(win);
  win.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  win.addEventListener('appinstalled', onInstalled);
  standalone?.addEventListener?.('change', onDisplayModeChange);

  const stop = () => {
    win.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    win.removeEventListener('appinstalled', onInstalled);
    standalone?.removeEventListener?.('change', onDisplayModeChange);
    stopCapture = undefined;
  };
  stopCapture = stop;
  return stop;
}

/** Show the held prompt (once). Installed state follows the browser's appinstalled event. */
export async function promptInstall(): Promise<InstallOutcome> {
  const { held } = useInstallPromptStore.getState();
  if (!held) return 'unavailable';
  useInstallPromptStore.setState({ held: null });
  try {
    await held.prompt();
    const { outcome } = await held.userChoice;
    return outcome;
  } catch {
    return 'unavailable';
  }
}

export function useInstallPrompt(): {
  canPrompt: boolean;
  installed: boolean;
  promptInstall: () => Promise<InstallOutcome>;
} {
  const held = useInstallPromptStore((s) => s.held);
  const installed = useInstallPromptStore((s) => s.installed);
  return { canPrompt: held !== null && !installed, installed, promptInstall };
}
