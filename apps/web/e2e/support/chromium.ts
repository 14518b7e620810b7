/**
 * The Chromium the journeys run in: Debian's, never a download (.ci/run installs the packages). CHROMIUM_PATH names
 * one for everything; otherwise the journeys run in the old headless shell (Debian's chromium-headless-shell, the
 * build Playwright itself runs headless tests in) and fall back to the full browser where it is not installed. The
 * shell draws the same pages with about 40 % less CPU than the full browser in headless mode (decision 070), which on a
 * 2-core machine is the journeys' time. It has no PDF viewer and no push messaging: a journey that needs them runs in
 * the full browser (`inFullChromium`).
 */
import { existsSync } from 'node:fs';

const FULL = '/usr/bin/chromium';
// the binary, not /usr/bin's wrapper script: Playwright's kill must reach the browser itself
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

const installed = (path: string) => (existsSync(path) ? path : undefined);

const fullChromium = process.env.CHROMIUM_PATH ?? installed(FULL);

export const journeyChromium =
  process.env.CHROMIUM_PATH ?? installed(HEADLESS_SHELL) ?? fullChromium;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
];

/** `test.use(inFullChromium)`: a file's journeys in the full browser, for its PDF viewer or its push messaging. */
export const inFullChromium = {
  launchOptions: { executablePath: fullChromium, args: CHROMIUM_ARGS },
};
