/** Which install path a browser supports (spec §1: the Chrome type and iOS Safari). Pure. */
export type InstallPlatform = 'apple' | 'chrome' | 'unsupported';

/** The install screen for each platform (spec §2 Top-level routes). */
export const INSTALL_SCREEN_PATHS: Record<InstallPlatform, string> = {
  apple: '/PwaInstallApple',
  chrome: '/PwaInstallChrome',
  unsupported: '/PwaInstallUnsupported',
};

export interface InstallEnvironment {
  userAgent: string;
  /** navigator.maxTouchPoints: tells an iPad asking for the desktop site from a Mac */
  maxTouchPoints: number;
  /** whether the browser knows the beforeinstallprompt event ('onbeforeinstallprompt' in window) */
  supportsBeforeInstallPrompt: boolean;
}

const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;
const MAC = /\bMacintosh\b/;
/** browsers and in-app views on iOS that are not Safari itself */
const IOS_NOT_SAFARI =
  /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|DuckDuckGo|GSA|FBAN|FBAV|FBIOS|Instagram|Line|Twitter|Snapchat)\b/;
const CHROMIUM = /\b(Chrome|Chromium|Edg|EdgA|SamsungBrowser|OPR)\/\d/;

export function isIos({ userAgent, maxTouchPoints }: InstallEnvironment): boolean {
  return IOS_DEVICE.test(userAgent) || (MAC.test(userAgent) && maxTouchPoints > 1);
}

export function detectInstallPlatform(env: InstallEnvironment): InstallPlatform {
  const { userAgent } = env;
  if (isIos(env)) {
    const isSafari =
      /\bVersion\/\d/.test(userAgent) &&
      /\bSafari\//.test(userAgent) &&
      !IOS_NOT_SAFARI.test(userAgent);
    return isSafari ? 'apple' : 'unsupported';
  }
  return env.supportsBeforeInstallPrompt && CHROMIUM.test(userAgent) ? 'chrome' : 'unsupported';
}

/** The running browser's environment. */
export function currentInstallEnvironment(win: Window = window): InstallEnvironment {
  return {
    userAgent: win.navigator.userAgent,
    maxTouchPoints: win.navigator.maxTouchPoints ?? 0,
    supportsBeforeInstallPrompt: 'onbeforeinstallprompt' in win,
  };
}
