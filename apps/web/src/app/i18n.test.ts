import { describe, it, expect } from 'vitest';
import sharedEn from '../shared/i18n/locales/en.json';
import sharedEs from '../shared/i18n/locales/es.json';
import { MENU_ITEM_IDS } from '@lender/domain';
import { changeLanguage, i18next, languageOfStorageEvent } from './i18n';
import {
  EAGER_RESOURCES,
  LOCALE_LOADERS,
  buildLocaleLoaders,
  localeFileKey,
} from './i18n-resources';

const localeFiles = import.meta.glob('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

/** Every text of a locale file by its dotted key. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
  }
  return out;
}

describe('i18n', () => {
  it('follows a language chosen in another tab (a storage event of the stored choice)', async () => {
    expect(languageOfStorageEvent({ key: 'language', newValue: 'es' })).toBe('es');
    expect(languageOfStorageEvent({ key: 'language', newValue: 'fr' })).toBeUndefined();
    expect(languageOfStorageEvent({ key: 'deviceKey', newValue: 'es' })).toBeUndefined();
    try {
      window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'es' }));
      await expect.poll(() => i18next.language).toBe('es');
    } finally {
      await changeLanguage('en');
    }
  });

  it('names the default namespace after shared/i18n, each feature folder its own and shared/cards cardsShared', () => {
    expect(localeFileKey('../shared/i18n/locales/es.json')).toEqual({
      language: 'es',
      namespace: 'translation',
    });
    expect(localeFileKey('../shared/cards/locales/en.json')).toEqual({
      language: 'en',
      namespace: 'cardsShared',
    });
    expect(localeFileKey('../features/auth/locales/es.json')).toEqual({
      language: 'es',
      namespace: 'auth',
    });
    expect(localeFileKey('../features/auth/locales/fr.json')).toBeUndefined();
    expect(localeFileKey('../features/auth/screens/Login.tsx')).toBeUndefined();
    const load = async () => ({ a: 2 });
    const loaders = buildLocaleLoaders(
      { '../features/auth/locales/es.json': load, '../features/auth/locales/fr.json': load },
      { en: { auth: { a: 1 } } },
    );
    expect(loaders.es?.auth).toBe(load);
    expect(loaders.fr).toBeUndefined();
    return expect(loaders.en?.auth?.()).resolves.toEqual({ a: 1 });
  });

  it('ships only English translation and auth in the entry; every other bundle is a lazy chunk', () => {
    expect(Object.keys(EAGER_RESOURCES)).toEqual(['en']);
    expect(Object.keys(EAGER_RESOURCES.en ?? {}).sort()).toEqual(['auth', 'translation']);
    const namespaces = Object.keys(LOCALE_LOADERS.en ?? {}).sort();
    expect(namespaces).toEqual(
      expect.arrayContaining(['translation', 'auth', 'legal', 'cardsShared', 'payments']),
    );
    expect(Object.keys(LOCALE_LOADERS.es ?? {}).sort()).toEqual(namespaces);
  });

  it('has every namespace of both languages in the tests (the test set-up adds them all)', () => {
    for (const namespace of Object.keys(LOCALE_LOADERS.en ?? {})) {
      expect(i18next.hasResourceBundle('en', namespace), namespace).toBe(true);
      expect(i18next.hasResourceBundle('es', namespace), namespace).toBe(true);
    }
  });

  it('has every English text in Spanish too, not empty and with the same placeholders, in every namespace', () => {
    const namespaces = Object.entries(localeFiles).reduce<Record<string, Record<string, unknown>>>(
      (all, [file, data]) => {
        const [, namespace, lang] = /features\/([^/]+)\/locales\/(\w+)\.json$/.exec(file) ?? [];
        if (namespace && lang) all[`${namespace}.${lang}`] = data as Record<string, unknown>;
        return all;
      },
      { 'translation.en': sharedEn, 'translation.es': sharedEs },
    );
    const names = [...new Set(Object.keys(namespaces).map((key) => key.replace(/\.\w+$/, '')))];
    expect(names).toEqual(
      expect.arrayContaining([
        'translation',
        'auth',
        'accounts',
        'legal',
        'linking',
        'pwa',
        'stores',
      ]),
    );
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
