/**
 * The spec §7 header names, the API version and the languages: plain constants, apart from the headers' zod schema
 * (headers.ts), so the web app's start-up script can use them without loading zod (issue 11).
 */
/** spec §9: API version 2 */
export const API_VERSION = '2';
export const LANGUAGES = ['en', 'es'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
/** spec §9: default language English */
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** Header names, lower-case as Node gives them. */
export const CLIENT_HEADERS = {
  apiVersion: 'api-version',
  appVersion: 'app-version',
  brand: 'brand',
  pwa: 'pwa',
  language: 'accept-language',
  requestId: 'x-request-id',
} as const;
