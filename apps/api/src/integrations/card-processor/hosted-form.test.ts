import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_FORM_MESSAGE, ZCardFormKeyResponseSchema } from '@lender/contract';
import { buildTestApp, logCapture } from '../../testing/build-test-app';
import { signIn } from '../../testing/sign-in';
import {
  cardsTestApp,
  futureExpiry,
  openCardForm,
  submitCardForm,
  testClock,
  TEST_ORIGIN,
  type CardsTestApp,
  type Headers,
} from '../../areas/cards/test-kit';
import { CARD_FORM_MESSAGES } from './form-validation';
import { CARD_FORM_SUBMIT_LABEL } from './form-html';
import { CARD_FORM_CSP } from './hosted-form';
import { CARD_FORM_TTL_MS } from './sandbox';
import { TEST_CARDS } from './test-cards';

const time = testClock();
let t: CardsTestApp;
let ana: Headers;
beforeAll(async () => {
  t = await cardsTestApp({ clock: time.clock });
  ana = await t.headers('P1');
});
afterAll(() => t.close());

describe('hosted card form pages (outside /api)', () => {
  it('serves an accessible form that only this app may frame, with no inline script or style', async () => {
    const form = await openCardForm(t, ana);
    const res = await t.app.inject({ method: 'GET', url: form.formUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(CARD_FORM_CSP);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const [name, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry date'],
      ['cvv', 'Security code'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
    ]) {
      expect(res.body).toMatch(new RegExp(`<label for="${name}">${label}`));
      expect(res.body).toContain(`id="${name}" name="${name}"`);
    }
    expect(res.body).toContain('autocomplete="cc-number"');
    expect(res.body).toContain(`data-target-origin="${TEST_ORIGIN}"`);
    expect(res.body).toContain(`data-cancel-message="${CARD_FORM_MESSAGE.cancel}"`);
    // the card number's first 8 digits go to the app for POST /cardLookup (decision 059)
    expect(res.body).toContain(`data-bin-message="${CARD_FORM_MESSAGE.bin}"`);
    expect(res.body).not.toMatch(/<script>|<style|style="/);
    const script = await t.app.inject({ method: 'GET', url: '/card-processor/form.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('postMessage');
    expect(
      (await t.app.inject({ method: 'GET', url: '/card-processor/form.css' })).headers[
        'content-type'
      ],
    ).toContain('text/css');
  });

  it('re-renders with the errors linked to their fields (400), never echoing the card number or CVV', async () => {
    const form = await openCardForm(t, ana);
    const res = await submitCardForm(t.app, form.formUrl, {
      cardNumber: '4111 1111 1111 1112',
      cvv: '98',
      firstName: 'Ana',
      lastName: 'R1vera',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('aria-describedby="cardNumber-error" aria-invalid="true"');
    expect(res.body).toContain(
      `<p class="error" id="cardNumber-error">${CARD_FORM_MESSAGES.cardNumber}</p>`,
    );
    expect(res.body).toContain('aria-describedby="cvv-hint cvv-error" aria-invalid="true"');
    expect(res.body).toContain('id="lastName-error"');
    expect(res.body).toContain('role="alert"');
    expect(res.body).not.toContain('4111 1111 1111 1112');
    expect(res.body).not.toContain('value="98"');
    expect(res.body).toContain('value="R1vera"');
  });

  it('speaks the app’s language from the form URL (else the frame’s Accept-Language): lang, labels, errors, button (issue 17)', async () => {
    const form = await openCardForm(t, ana);
    const page = await t.app.inject({ method: 'GET', url: `${form.formUrl}?lang=es&purpose=use` });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<title>Datos de la tarjeta</title>');
    expect(page.body).toContain('>Número de tarjeta');
    expect(page.body).toContain('>Usar esta tarjeta</button>');
    expect(page.body).toContain('>Cancelar</button>');
    expect(page.body).toMatch(/action="[^"]*lang=es/);
    const refused = await submitCardForm(t.app, `${form.formUrl}?lang=es`, {
      cardNumber: '4111 1111 1111 1112',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="es">');
    expect(refused.body).toContain(
      '<p class="error" id="cardNumber-error">Ingrese un número de tarjeta válido.</p>',
    );
    const byHeader = await t.app.inject({
      method: 'GET',
      url: form.formUrl,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(byHeader.body).toContain('<html lang="es">');
    expect((await t.app.inject({ method: 'GET', url: form.formUrl })).body).toContain(
      '<html lang="en">',
    );
  });

  it('accepts a card (urlencoded or JSON) and answers a page that tells the parent window, at the registered origin', async () => {
    const form = await openCardForm(t, ana);
    const res = await submitCardForm(t.app, form.formUrl, { cardNumber: '5555 5555 5555 4444' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-complete-message="${CARD_FORM_MESSAGE.complete}"`);
    expect(res.body).toContain(`data-transaction-uuid="${form.transactionUuid}"`);
    expect(res.body).toContain(`data-target-origin="${TEST_ORIGIN}"`);
    expect(res.body).toContain('ending in 4444');
    const again = await t.app.inject({ method: 'GET', url: form.formUrl });
    expect(again.body).toContain(CARD_FORM_MESSAGE.complete);
    const json = await openCardForm(t, ana);
    const viaJson = await t.app.inject({
      method: 'POST',
      url: json.formUrl,
      payload: {
        cardNumber: TEST_CARDS.visaDebit,
        expiry: futureExpiry(),
        cvv: '4321',
        firstName: 'Ana',
        lastName: 'Rivera',
      },
    });
    expect(viaJson.statusCode).toBe(200);
  });

  it('accepts the expiry typed as MMYY or MM / YY (no slash, or spaces around it)', async () => {
    const [mm, yy] = futureExpiry().split('/');
    for (const expiry of [`${mm}${yy}`, `${mm} / ${yy}`]) {
      const form = await openCardForm(t, ana);
      const res = await submitCardForm(t.app, form.formUrl, {
        cardNumber: TEST_CARDS.visaDebit,
        expiry,
      });
      expect(res.statusCode, expiry).toBe(200);
      expect(res.body).toContain('ending in 1111');
    }
  });

  it('reports its height to the registered origin and submits in place, so an error keeps what was typed', async () => {
    const form = await openCardForm(t, ana);
    const page = await t.app.inject({ method: 'GET', url: form.formUrl });
    expect(page.body).toContain(`data-resize-message="${CARD_FORM_MESSAGE.resize}"`);
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'");
    const script = (await t.app.inject({ method: 'GET', url: '/card-processor/form.js' })).body;
    expect(script).toContain('ResizeObserver');
    expect(script).toContain('fetch(action');
    expect(script).toContain('event.origin !== origin || event.source !== window.parent');
  });

  it('says what its button does and takes the brand colours from the form URL, dropping anything else', async () => {
    const form = await openCardForm(t, ana);
    const saving = await t.app.inject({ method: 'GET', url: form.formUrl });
    expect(saving.body).toContain(`>${CARD_FORM_SUBMIT_LABEL.save}</button>`);
    expect(saving.body).not.toContain('/card-processor/theme.css');
    const using = await t.app.inject({
      method: 'GET',
      url: `${form.formUrl}?purpose=use&primary=9C1C1C&primaryContrast=ffffff`,
    });
    expect(using.body).toContain(`>${CARD_FORM_SUBMIT_LABEL.use}</button>`);
    expect(using.body).toContain(
      'href="/card-processor/theme.css?primary=9c1c1c&amp;primaryContrast=ffffff"',
    );
    expect(using.body).toContain(
      `action="${form.formUrl}?purpose=use&amp;lang=en&amp;primary=9c1c1c&amp;primaryContrast=ffffff"`,
    );
    const theme = await t.app.inject({
      method: 'GET',
      url: '/card-processor/theme.css?primary=9c1c1c&primaryContrast=ffffff',
    });
    expect(theme.headers['content-type']).toContain('text/css');
    expect(theme.body).toContain('--brand-primary: #9c1c1c;');
    expect(theme.body).toContain('--brand-primary-contrast: #ffffff;');
    const hostile = await t.app.inject({
      method: 'GET',
      url: `${form.formUrl}?purpose=%22%3E&primary=${encodeURIComponent('red;}body{display:none')}`,
    });
    expect(hostile.body).toContain(`>${CARD_FORM_SUBMIT_LABEL.save}</button>`);
    expect(hostile.body).not.toContain('theme.css');
    expect(hostile.body).not.toContain('display:none');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/card-processor/theme.css?primary=${encodeURIComponent('red;}body{x')}`,
        })
      ).body,
    ).toBe('');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `${form.formUrl}?purpose=use&primary=9c1c1c`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=1&expiry=1&cvv=1&firstName=Ana&lastName=Rivera',
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.body).toContain(`>${CARD_FORM_SUBMIT_LABEL.use}</button>`);
    expect(rejected.body).toContain('theme.css?primary=9c1c1c');
  });

  it('answers 404 for an unknown form and 410 once the 15 minutes are over', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/card-processor/form/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/card-processor/form/not-a-uuid' })).statusCode,
    ).toBe(404);
    const form = await openCardForm(t, ana);
    time.advance(CARD_FORM_TTL_MS + 1000);
    expect((await t.app.inject({ method: 'GET', url: form.formUrl })).statusCode).toBe(410);
    expect(
      (await submitCardForm(t.app, form.formUrl, { cardNumber: TEST_CARDS.visaDebit })).statusCode,
    ).toBe(410);
  });
});

describe('hosted card form logging', () => {
  it('logs neither the request body nor the card number or CVV', async () => {
    const captured = logCapture();
    const own = await buildTestApp({ LOG_LEVEL: 'trace' }, { logStream: captured.stream });
    try {
      const { headers } = await signIn(own.app, 'ana.tlxe@example.com');
      const key = await own.app.inject({
        method: 'GET',
        url: `/api/cardFormKey?transactionType=payment&origin=${encodeURIComponent(TEST_ORIGIN)}`,
        headers,
      });
      const { formUrl } = ZCardFormKeyResponseSchema.parse(key.json());
      expect(
        (
          await submitCardForm(own.app, formUrl, {
            cardNumber: '4000 0000 0000 0002',
            cvv: '7391',
            lastName: 'Bad1',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await submitCardForm(own.app, formUrl, { cardNumber: TEST_CARDS.declined, cvv: '7391' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await own.close();
    }
    const text = captured.raw.join('\n');
    expect(text).toContain('card form completed');
    expect(text).toContain('/card-processor/form/');
    expect(text).not.toContain(TEST_CARDS.declined);
    expect(text).not.toContain('4000 0000 0000 0002');
    expect(text).not.toContain('4000+0000');
    // the CVV as a value of its own: its four digits can occur inside a logged number (a responseTime of 17.391 ms)
    expect(text).not.toMatch(/(?<![\d.])7391(?![\d])/);
  });
});
