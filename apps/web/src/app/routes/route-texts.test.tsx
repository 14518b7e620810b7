import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { fakeLocaleChunks, tick } from '../../test/fake-locale-chunks';
import { initI18n } from '../i18n-setup';
import { ChunkLoadError, isChunkLoadError } from '../../shared/chunks/load-chunk';
import { buildRouteTable, type RouteEntry } from './route-table';
import { toRouteObject, withTextsBoundary } from './router';

function deferred() {
  let resolve = () => undefined as void;
  let reject = (_error: Error) => undefined as void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const contactUs = (): RouteEntry => {
  const entry = buildRouteTable('inl').find((r) => r.name === 'ContactUs');
  if (!entry) throw new Error('ContactUs is not in the route table');
  return entry;
};
const runLazy = (entry: RouteEntry, loadTexts: (ns: readonly string[]) => Promise<void>) =>
  (toRouteObject(entry, loadTexts).lazy as () => Promise<{ Component: ComponentType }>)();

describe("a lazy screen's texts", () => {
  it('load in parallel with the screen chunk, and the screen waits for them', async () => {
    const texts = deferred();
    const loadTexts = vi.fn(() => texts.promise);
    const chunk = vi.fn(async () => ({ default: () => <h1>Contact us</h1> }));
    let resolved = false;
    const lazy = runLazy({ ...contactUs(), screen: chunk }, loadTexts).then((route) => {
      resolved = true;
      return route;
    });
    await tick();
    expect(loadTexts).toHaveBeenCalledWith(['legal']);
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(resolved).toBe(false);
    texts.resolve();
    const { Component } = await lazy;
    render(<Component />);
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('reach the error boundary when they load in no language', async () => {
    const failure = deferred();
    const lazy = runLazy(
      { ...contactUs(), screen: async () => ({ default: () => null }) },
      () => failure.promise,
    );
    failure.reject(new ChunkLoadError('The texts of legal did not load'));
    await expect(lazy).rejects.toSatisfy(isChunkLoadError);
  });

  it('not loaded ahead make the screen wait in its Suspense boundary, showing the busy spinner', async () => {
    const { loaders, settle } = fakeLocaleChunks({ en: ['legal'] });
    const instance = createInstance();
    await initI18n(instance, {
      language: 'en',
      resources: { en: { translation: { layout: { processing: 'processing...' } } } },
      loaders,
      backend: { load: (loader) => loader() },
    });
    function Screen() {
      const { t } = useTranslation('legal');
      return <h1>{t('contactUs.title')}</h1>;
    }
    const Wrapped = withTextsBoundary(Screen);
    render(
      <I18nextProvider i18n={instance}>
        <Wrapped />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('processing...');
    expect(screen.queryByRole('heading')).toBeNull();
    settle('en/legal', { contactUs: { title: 'Contact us' } });
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  });
});
