import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { z } from 'zod';
import { errorReason } from '../ui/query-state';
import { NetworkError, apiGet } from './client';
import { rawRequest } from './raw-request';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('a call that gets no answer', () => {
  it("fails with the app's message in the language shown, not the browser's 'Failed to fetch'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const english = apiGet('/accounts', z.object({}));
    await expect(english).rejects.toBeInstanceOf(NetworkError);
    await expect(english).rejects.toBeInstanceOf(TypeError);
    await expect(english).rejects.toThrow(
      "We couldn't reach our service. Check your connection and try again.",
    );
    await i18n.changeLanguage('es');
    await expect(apiGet('/accounts', z.object({}))).rejects.toThrow(
      'No pudimos conectar con nuestro servicio.',
    );
  });

  it('stays an abort when the caller aborted', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    const controller = new AbortController();
    controller.abort();
    await expect(
      apiGet('/accounts', z.object({}), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is translated wherever a reason is shown, also from outside the client', async () => {
    await i18n.changeLanguage('es');
    expect(errorReason(new TypeError('Failed to fetch'))).toBe(
      'No pudimos conectar con nuestro servicio. Revise su conexión e inténtelo de nuevo.',
    );
    expect(errorReason(new Error('Card declined'))).toBe('Card declined');
  });

  it('an upload that times out (XHR) says so in the reader’s language, not as the browser’s English DOMException', async () => {
    class TimingOut {
      timeout = 0;
      responseType = '';
      upload = {};
      ontimeout: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        queueMicrotask(() => this.ontimeout?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', TimingOut);
    await i18n.changeLanguage('es');
    const upload = rawRequest({
      method: 'PUT',
      path: '/uploadLoanDocuments',
      body: new FormData(),
    });
    await expect(upload).rejects.toBeInstanceOf(NetworkError);
    await expect(upload).rejects.toThrow('No pudimos conectar con nuestro servicio.');
  });

  it('an error answer without a message (a bare 503) is said in the reader’s language with its status', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503 })));
    await i18n.changeLanguage('es');
    await expect(apiGet('/accounts', z.object({}))).rejects.toThrow(
      'El servicio respondió con un error (503). Inténtelo de nuevo.',
    );
  });
});
