import { describe, it, expect, vi } from 'vitest';
import { createInstance, type i18n as I18n } from 'i18next';
import { fakeLocaleChunks, tick } from '../test/fake-locale-chunks';
import { ensureNamespaces, initI18n, switchLanguage } from './i18n-setup';
import { isChunkLoadError } from '../shared/chunks/load-chunk';

const eager = { en: { translation: { hello: 'Hello' }, auth: { title: 'Sign in' } } };
const lazyFiles = { en: ['legal'], es: ['translation', 'auth', 'legal'] };

async function start(language: 'en' | 'es', warn = vi.fn()) {
  const chunks = fakeLocaleChunks(lazyFiles);
  const instance: I18n = createInstance();
  const ready = initI18n(instance, {
    language,
    resources: eager,
    loaders: chunks.loaders,
    backend: { load: (loader) => loader(), warn },
  });
  return { instance, ready, ...chunks };
}

describe('i18n start', () => {
  it('renders English at once from the entry bundles, loading nothing', async () => {
    const { instance, ready, requested } = await start('en');
    expect(instance.isInitialized).toBe(true);
    expect(instance.t('hello')).toBe('Hello');
    await ready;
    expect(requested).toEqual([]);
  });

  it('holds a Spanish start until the Spanish shell texts arrive, asking only for them', async () => {
    const { instance, ready, requested, settle } = await start('es');
    let isReady = false;
    void ready.then(() => (isReady = true));
    await tick();
    expect(requested).toEqual(['es/translation']);
    expect(isReady).toBe(false);
    settle('es/translation', { hello: 'Hola' });
    await ready;
    expect(instance.t('hello')).toBe('Hola');
    expect(instance.hasResourceBundle('es', 'auth')).toBe(false);
  });
});

describe('ensureNamespaces (a lazy screen preloads its texts)', () => {
  it("loads the screen's namespace in the current language and English before resolving", async () => {
    const { instance, ready, requested, settle } = await start('es');
    settle('es/translation', { hello: 'Hola' });
    await ready;
    let loaded = false;
    const preload = ensureNamespaces(instance, ['legal']).then(() => (loaded = true));
    await tick();
    expect(requested).toEqual(['es/translation', 'es/legal', 'en/legal']);
    settle('es/legal', { title: 'Contáctenos' });
    await tick();
    expect(loaded).toBe(false);
    settle('en/legal', { title: 'Contact us' });
    await preload;
    expect(instance.t('title', { ns: 'legal' })).toBe('Contáctenos');
  });

  it('falls back to English, with a warning, when the Spanish chunk fails', async () => {
    const warn = vi.fn();
    const { instance, ready, settle } = await start('es', warn);
    settle('es/translation', { hello: 'Hola' });
    await ready;
    const preload = ensureNamespaces(instance, ['legal']);
    await tick();
    settle('es/legal');
    settle('en/legal', { title: 'Contact us' });
    await preload;
    expect(instance.t('title', { ns: 'legal' })).toBe('Contact us');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/es texts of 'legal'.*English/),
      expect.any(Error),
    );
  });

  it('rejects with ChunkLoadError when the texts load in no language (the error boundary shows)', async () => {
    const { instance, settle } = await start('en');
    const preload = ensureNamespaces(instance, ['legal']);
    await tick();
    settle('en/legal');
    await expect(preload).rejects.toSatisfy(isChunkLoadError);
  });
});

describe('switchLanguage', () => {
  it('loads the new language texts of every namespace in use before it switches', async () => {
    const { instance, requested, settle } = await start('en');
    await ensureNamespaces(instance, ['auth']); // Login: English auth is in the entry
    const changed = vi.fn();
    instance.on('languageChanged', changed);
    const switching = switchLanguage(instance, 'es');
    await tick();
    expect(requested.sort()).toEqual(['es/auth', 'es/translation']);
    settle('es/translation', { hello: 'Hola' });
    await tick();
    expect(instance.language).toBe('en');
    expect(changed).not.toHaveBeenCalled();
    settle('es/auth', { title: 'Iniciar sesión' });
    await switching;
    expect(changed).toHaveBeenCalledWith('es');
    expect(instance.t('title', { ns: 'auth' })).toBe('Iniciar sesión');
  });

  it('also loads a namespace that components used (reported by react-i18next) but no screen preloaded', async () => {
    const { instance, requested, settle } = await start('en');
    instance.reportNamespaces = {
      addUsedNamespaces: () => undefined,
      getUsedNamespaces: () => ['auth'],
    };
    const switching = switchLanguage(instance, 'es');
    await tick();
    expect(requested.sort()).toEqual(['es/auth', 'es/translation']);
    settle('es/translation', { hello: 'Hola' });
    settle('es/auth', { title: 'Iniciar sesión' });
    await switching;
    expect(instance.t('title', { ns: 'auth' })).toBe('Iniciar sesión');
  });

  it('switches at once when the texts are already there', async () => {
    const { instance, settle } = await start('en');
    const first = switchLanguage(instance, 'es');
    await tick();
    settle('es/translation', { hello: 'Hola' });
    await first;
    void switchLanguage(instance, 'en');
    expect(instance.language).toBe('en');
    void switchLanguage(instance, 'es');
    expect(instance.t('hello')).toBe('Hola');
  });
});
