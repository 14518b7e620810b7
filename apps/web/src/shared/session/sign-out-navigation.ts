/**
 * Where a sign-out that happens outside a screen (refresh failure, timeout) goes: Login with
 * signedOut. The app layout registers the router's navigate; without one the page is reloaded there.
 */
import { routePath } from '../routing/route-path';

type Navigate = (to: string) => void;
let navigator: Navigate | undefined;

export function setSignOutNavigator(next: Navigate | undefined): void {
  navigator = next;
}

export function signedOutPath(): string {
  return routePath('Login', { signedOut: 'true' });
}

export function navigateAfterSignOut(): void {
  const to = signedOutPath();
  if (navigator) navigator(to);
  else window.location.assign(to);
}
