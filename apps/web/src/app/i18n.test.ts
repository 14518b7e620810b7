import { describe, it, expect } from 'vitest';
import sharedEn from '../shared/i18n/locales/en.json';
import sharedEs from '../shared/i18n/locales/es.json';
import authEn from '../features/auth/locales/en.json';
import authEs from '../features/auth/locales/es.json';
import { MENU_ITEM_IDS } from '@lender/domain';
import { buildResources, changeLanguage, i18next } from './i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n', () => {
  it('loads shared texts as the default namespace and each feature folder as its own namespace', () => {
    const resources = buildResources({
      '../features/auth/locales/en.json': { a: 1 },
      '../features/auth/locales/es.json': { a: 2 },
      '../features/auth/locales/fr.json': { a: 3 },
    });
    expect(resources.en?.translation).toBe(sharedEn);
    expect(resources.en?.auth).toEqual({ a: 1 });
    expect(resources.es?.auth).toEqual({ a: 2 });
    expect(resources.fr).toBeUndefined();
    expect(i18next.hasResourceBundle('en', 'auth')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'legal')).toBe(true);
  });

  it('has every English key in Spanish for the shell and the auth screens', () => {
    expect(keys(sharedEs).sort()).toEqual(keys(sharedEn).sort());
    expect(keys(authEs).sort()).toEqual(keys(authEn).sort());
  });

  it('has a label for every menu entry and keeps global.app_browser_error', () => {
    for (const id of MENU_ITEM_IDS) expect(i18next.exists(`menu.${id}`)).toBe(true);
    expect(sharedEn.global.app_browser_error).toBeTruthy();
  });

  it('switches language, remembers it and sets the document language', () => {
    changeLanguage('es');
    expect(i18next.t('layout.processing')).toBe('procesando...');
    expect(localStorage.getItem('language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    changeLanguage('en');
    expect(i18next.t('layout.processing')).toBe('processing...');
  });
});
