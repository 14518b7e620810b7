/**
 * The request headers of spec §7 that the app shell knows: language, brand, pwa flag, app version.
 * The session's tokens and device key are added by the shared client (shared/http/auth-refresh).
 */
import { CLIENT_HEADERS } from '@lender/contract';
import { isBrandCode } from '@lender/domain';
import { readDefaultBrand } from '../shared/brand/default-brand';
import { setHeaderSource } from '../shared/http/client';
import { i18next } from './i18n';

export const APP_VERSION = '1.0.0';

function currentBrand(): string {
  const first = window.location.pathname.split('/')[1];
  return isBrandCode(first) ? first : readDefaultBrand();
}

function isStandalone(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches
  );
}

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [CLIENT_HEADERS.language]: i18next.language || 'en',
    [CLIENT_HEADERS.brand]: currentBrand(),
    [CLIENT_HEADERS.pwa]: String(isStandalone()),
    [CLIENT_HEADERS.appVersion]: APP_VERSION,
  };
  return headers;
}

export function installRequestHeaders(): void {
  setHeaderSource(requestHeaders);
}
