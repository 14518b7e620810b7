import { describe, it, expect } from 'vitest';
import sharedEn from '../shared/i18n/locales/en.json';
import sharedEs from '../shared/i18n/locales/es.json';
import { MENU_ITEM_IDS } from '@lender/domain';
import { buildResources, changeLanguage, i18next } from './i18n';

const localeFiles = import.meta.glob('../features/*/locales/*.json', { eager: true, import: 'default' });

/** Every text of a locale file by its dotted key. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
  }
  return out;
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

  it('has every English text in Spanish too, not empty and with the same placeholders, in every namespace', () => {
    const namespaces = Object.entries(localeFiles).reduce<Record<string, Record<string, unknown>>>((all, [file, data]) => {
      const [, namespace, lang] = /features\/([^/]+)\/locales\/(\w+)\.json$/.exec(file) ?? [];
      if (namespace && lang) all[`${namespace}.${lang}`] = data as Record<string, unknown>;
      return all;
    }, { 'translation.en': sharedEn, 'translation.es': sharedEs });
    const names = [...new Set(Object.keys(namespaces).map((key) => key.replace(/\.\w+$/, '')))];
    expect(names).toEqual(expect.arrayContaining(['translation', 'auth', 'accounts', 'legal', 'linking', 'pwa', 'stores']));
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const name of names) {
      const english = leaves(namespaces[`${name}.en`]);
      const spanish = leaves(namespaces[`${name}.es`]);
      expect([...spanish.keys()].sort(), name).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(spanish.get(key), `${name}:${key}`).not.toBe('');
        expect(placeholders(spanish.get(key) ?? ''), `${name}:${key}`).toEqual(placeholders(text));
      }
    }
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
