/**
 * Where a sign-out that happens outside a screen (refresh failure, timeout) goes: Login with
 * signedOut. The app layout registers the router's navigate; without one the page is reloaded there.
 * A call the server refuses until the device is trusted goes the same way to the TrustedDevice group.
 */
import { LogOutReason } from '@lender/domain';
import { routePath } from '../routing/route-path';

type Navigate = (to: string) => void;
let navigator: Navigate | undefined;

export function setSignOutNavigator(next: Navigate | undefined): void {
  navigator = next;
}

export function signedOutPath(): string {
  return routePath('Login', { signedOut: 'true' });
}

function navigateOutsideScreen(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}

export function navigateAfterSignOut(): void {
  navigateOutsideScreen(signedOutPath());
}

/** Login, saying the profile was locked (spec §4 log-out reason profileLock). */
export function navigateAfterProfileLock(): void {
  navigateOutsideScreen(
    routePath('Login', { signedOut: 'true', reason: LogOutReason.ProfileLock }),
  );
}

/** To TrustedDeviceWarning, unless the user is in the TrustedDevice group already. */
export function navigateToTrustedDevice(): void {
  const to = routePath('TrustedDeviceWarning');
  const here = window.location.pathname;
  if (here !== to && !here.startsWith(`${to}/`)) navigateOutsideScreen(to);
}
