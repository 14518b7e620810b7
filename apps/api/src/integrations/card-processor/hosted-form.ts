/**
 * The sandbox processor's hosted card form, served OUTSIDE /api (as a real processor serves its own
 * pages): GET/POST /card-processor/form/:transactionUuid, /card-processor/form.js and form.css.
 * These pages may be framed by this app only (frame-ancestors 'self', X-Frame-Options SAMEORIGIN),
 * load script and style from 'self' only, and are never cached; the form's script may fetch from
 * 'self' only (its own POST). The POST body (card number, CVV) is parsed here, validated, reduced to
 * what the vault keeps, and never logged. The form URL's query may carry the submit button's purpose
 * and the brand's colours (form-options: validated, else dropped), served as /card-processor/theme.css.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../lib/clock';
import { CARD_FORM_SCRIPT, CARD_FORM_STYLES } from './form-assets';
import {
  cardFormClosedPage,
  cardFormCompletePage,
  cardFormPage,
  CARD_FORM_SCRIPT_PATH,
  CARD_FORM_STYLES_PATH,
  CARD_FORM_THEME_PATH,
} from './form-html';
import type { TLanguage } from '@lender/contract';
import { cardFormOptionsOf, cardFormThemeStyles, type CardFormTheme } from './form-options';
import { validateCardForm, type CardFormInput } from './form-validation';
import { CARD_FORM_BASE_PATH, type SandboxCardProcessor } from './sandbox';

export const CARD_FORM_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'; object-src 'none'";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FORM_BODY_LIMIT = 4096;

export interface CardFormPagesOptions {
  processor: SandboxCardProcessor;
  clock: Clock;
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export async function cardFormPages(
  app: FastifyInstance,
  { processor, clock }: CardFormPagesOptions,
): Promise<void> {
  /** A completed form shows its completion page again (a double submit charges nothing and stores one card). */
  async function completed(
    reply: FastifyReply,
    transactionUuid: string,
    form: { origin: string; token: string | null },
    theme: CardFormTheme,
    language: TLanguage | undefined,
  ) {
    const card = form.token ? await processor.cardForToken(form.token) : null;
    return html(
      reply,
      200,
      cardFormCompletePage({
        transactionUuid,
        origin: form.origin,
        last4: card?.last4 ?? '',
        theme,
        language,
      }),
    );
  }

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CARD_FORM_CSP);
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.get(CARD_FORM_SCRIPT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(CARD_FORM_SCRIPT),
  );
  app.get(CARD_FORM_STYLES_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(CARD_FORM_STYLES),
  );
  app.get(CARD_FORM_THEME_PATH, { schema: { hide: true } }, (request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .send(cardFormThemeStyles(cardFormOptionsOf(request.query).theme)),
  );

  app.get<{ Params: { transactionUuid: string } }>(
    `${CARD_FORM_BASE_PATH}/:transactionUuid`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { transactionUuid } = request.params;
      const options = cardFormOptionsOf(request.query, request.headers['accept-language']);
      const { language } = options;
      if (!UUID.test(transactionUuid))
        return html(reply, 404, cardFormClosedPage('unknown', options.theme, language));
      const found = await processor.formState(transactionUuid, clock());
      if (found.state === 'unknown')
        return html(reply, 404, cardFormClosedPage('unknown', options.theme, language));
      if (found.state === 'expired')
        return html(reply, 410, cardFormClosedPage('expired', options.theme, language));
      if (found.state === 'completed')
        return completed(reply, transactionUuid, found.form, options.theme, language);
      return html(
        reply,
        200,
        cardFormPage({
          transactionUuid,
          origin: found.form.origin,
          action: `${CARD_FORM_BASE_PATH}/${transactionUuid}`,
          options,
        }),
      );
    },
  );

  app.post<{ Params: { transactionUuid: string } }>(
    `${CARD_FORM_BASE_PATH}/:transactionUuid`,
    { schema: { hide: true }, bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const { transactionUuid } = request.params;
      const options = cardFormOptionsOf(request.query, request.headers['accept-language']);
      const { language } = options;
      const { theme } = options;
      if (!UUID.test(transactionUuid))
        return html(reply, 404, cardFormClosedPage('unknown', theme, language));
      const now = clock();
      const found = await processor.formState(transactionUuid, now);
      if (found.state === 'unknown')
        return html(reply, 404, cardFormClosedPage('unknown', theme, language));
      if (found.state === 'expired')
        return html(reply, 410, cardFormClosedPage('expired', theme, language));
      const { origin } = found.form;
      const action = `${CARD_FORM_BASE_PATH}/${transactionUuid}`;
      if (found.state === 'completed')
        return completed(reply, transactionUuid, found.form, theme, language);
      const input = (
        request.body && typeof request.body === 'object' ? request.body : {}
      ) as CardFormInput;
      const result = validateCardForm(input, now);
      if (!result.ok) {
        const values = {
          expiry: text(input.expiry),
          firstName: text(input.firstName),
          lastName: text(input.lastName),
        };
        return html(
          reply,
          400,
          cardFormPage({ transactionUuid, origin, action, errors: result.errors, values, options }),
        );
      }
      if (!(await processor.completeForm(transactionUuid, result.card, now))) {
        const again = await processor.formState(transactionUuid, now);
        return again.state === 'completed'
          ? completed(reply, transactionUuid, again.form, theme, language)
          : html(reply, 410, cardFormClosedPage('expired', theme, language));
      }
      request.log.info(
        { last4: result.card.last4, cardType: result.card.cardType },
        'card form completed',
      );
      return html(
        reply,
        200,
        cardFormCompletePage({
          transactionUuid,
          origin,
          last4: result.card.last4,
          theme,
          language,
        }),
      );
    },
  );
}
