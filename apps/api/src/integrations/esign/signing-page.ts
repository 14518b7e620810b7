/**
 * The sandbox's signing page, served OUTSIDE /api (as a real e-sign service serves its own pages):
 * GET/POST /esign/sign/:envelopeId, its document as a PDF at /esign/sign/:envelopeId/document.pdf, and
 * /esign/signing.css. The page may be framed by this app only, loads nothing but its stylesheet, runs no script
 * and is never cached. Its texts follow ?lang= (the app passes its own), else the request's Accept-Language; the
 * document is the version sent (the reader's language) or, with ?document=en, its English original (decision 062).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  LANGUAGES,
  SIGNING_PAGE_DOCUMENT_PARAM,
  SIGNING_PAGE_LANGUAGE_PARAM,
  type TLanguage,
} from '@lender/contract';
import { pickLanguage } from '../../i18n/language';
import type { Clock } from '../../lib/clock';
import { SIGNING_PAGE_BASE_PATH, type SandboxESign, type SignerAction } from './sandbox';
import {
  signingClosedPage,
  signingPage,
  SIGNING_STYLES,
  SIGNING_STYLES_PATH,
  type SigningErrors,
} from './signing-html';

export const SIGNING_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'; object-src 'none'";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BODY_LIMIT = 2048;
const INITIALS = /^\p{L}{1,4}$/u;

type Params = { Params: { envelopeId: string }; Querystring: Record<string, string | undefined> };

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body);
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
const languageOf = (asked: unknown, acceptLanguage: string | undefined): TLanguage =>
  (LANGUAGES as readonly unknown[]).includes(asked)
    ? (asked as TLanguage)
    : pickLanguage(acceptLanguage);
/** The English original when asked for (?document=en); the version sent otherwise. */
const versionAsked = (value: unknown): TLanguage | undefined => (value === 'en' ? 'en' : undefined);
const query = (language: TLanguage, version: TLanguage | undefined) =>
  `?${SIGNING_PAGE_LANGUAGE_PARAM}=${language}${version ? `&${SIGNING_PAGE_DOCUMENT_PARAM}=${version}` : ''}`;

/** The page's language (its texts) and the version of the document asked for. */
const pageLanguages = (request: {
  query: Record<string, string | undefined>;
  headers: { 'accept-language'?: string | undefined };
}) => ({
  language: languageOf(
    request.query[SIGNING_PAGE_LANGUAGE_PARAM],
    request.headers['accept-language'],
  ),
  asked: versionAsked(request.query[SIGNING_PAGE_DOCUMENT_PARAM]),
});

/** The signer's typed action, or the fields to correct. The name must be the signer's (letter case and spacing aside). */
export function signerActionOf(
  body: Record<string, unknown>,
  signerName: string,
): { ok: true; action: SignerAction } | { ok: false; errors: SigningErrors } {
  const action = body.action;
  if (action === 'decline' || action === 'later') return { ok: true, action: { action } };
  const initials = text(body.initials).replace(/[\s.]/g, '');
  const name = text(body.name);
  const errors: SigningErrors = {};
  if (!INITIALS.test(initials)) errors.initials = true;
  if (name.toLocaleLowerCase('en-US') !== text(signerName).toLocaleLowerCase('en-US'))
    errors.name = true;
  if (body.consent !== 'yes') errors.consent = true;
  return Object.keys(errors).length
    ? { ok: false, errors }
    : {
        ok: true,
        action: {
          action: 'sign',
          initials: initials.toUpperCase(),
          name,
          version: versionAsked(body.version),
        },
      };
}

export async function signingPages(
  app: FastifyInstance,
  { esign, clock }: { esign: SandboxESign; clock: Clock },
): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', SIGNING_PAGE_CSP);
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.get(SIGNING_STYLES_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(SIGNING_STYLES),
  );

  app.get<Params>(
    `${SIGNING_PAGE_BASE_PATH}/:envelopeId/document.pdf`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { envelopeId } = request.params;
      const asked = versionAsked(request.query[SIGNING_PAGE_DOCUMENT_PARAM]);
      const bytes = UUID.test(envelopeId)
        ? await esign.documentPdf(envelopeId, clock(), asked)
        : null;
      if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="document.pdf"')
        .send(bytes);
    },
  );

  async function show(
    envelopeId: string,
    { language, asked }: { language: TLanguage; asked: TLanguage | undefined },
    reply: FastifyReply,
    correction?: { errors: SigningErrors; values: Record<string, string> },
  ) {
    const found = UUID.test(envelopeId)
      ? await esign.pageState(envelopeId, clock(), asked)
      : ({ state: 'unknown' } as const);
    if (found.state === 'unknown') return html(reply, 404, signingClosedPage('unknown', language));
    if (found.state === 'closed')
      return html(
        reply,
        found.envelope.status === 'ttl_expired' ? 410 : 200,
        signingClosedPage(found.envelope.status, language),
      );
    const base = `${SIGNING_PAGE_BASE_PATH}/${envelopeId}`;
    const shown = found.version === found.envelope.language ? undefined : found.version;
    const body = signingPage({
      action: `${base}${query(language, shown)}`,
      pdfUrl: `${base}/document.pdf${shown ? `?${SIGNING_PAGE_DOCUMENT_PARAM}=${shown}` : ''}`,
      document: found.document,
      version: found.version,
      expiresAt: found.envelope.expiresAt,
      language,
      ...correction,
    });
    return html(reply, correction ? 400 : 200, body);
  }

  app.get<Params>(
    `${SIGNING_PAGE_BASE_PATH}/:envelopeId`,
    { schema: { hide: true } },
    (request, reply) => show(request.params.envelopeId, pageLanguages(request), reply),
  );

  app.post<Params>(
    `${SIGNING_PAGE_BASE_PATH}/:envelopeId`,
    { schema: { hide: true }, bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const { envelopeId } = request.params;
      const languages = pageLanguages(request);
      const { language } = languages;
      const found = UUID.test(envelopeId)
        ? await esign.pageState(envelopeId, clock(), languages.asked)
        : ({ state: 'unknown' } as const);
      if (found.state !== 'open') return show(envelopeId, languages, reply);
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const parsed = signerActionOf(body, found.signerName);
      if (!parsed.ok)
        return show(envelopeId, languages, reply, {
          errors: parsed.errors,
          values: {
            initials: text(body.initials),
            name: text(body.name),
            consent: body.consent === 'yes' ? 'yes' : '',
          },
        });
      const after = await esign.act(envelopeId, parsed.action, clock());
      request.log.info({ envelopeId, status: after?.status }, 'e-sign envelope acted on');
      return html(
        reply,
        after?.status === 'ttl_expired' ? 410 : 200,
        signingClosedPage(after?.status ?? 'unknown', language),
      );
    },
  );
}
