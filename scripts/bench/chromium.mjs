import { existsSync } from 'node:fs';

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error("No Chromium: install Debian's chromium or set CHROMIUM_PATH");
}
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
];
