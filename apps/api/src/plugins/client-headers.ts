/**
 * The spec §7 headers every call carries: api-version (must be 2 when present), brand, pwa,
 * app-version and Accept-Language. A malformed header is a 400 naming it. The result is
 * `request.client`. Authorization, the id token and the device key are read by the identity
 * plugin (see the IDENTITY hook point in app.ts), not here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZClientHeadersSchema, type TLanguage } from '@lender/contract';
import type { BrandCode } from '@lender/domain';
import { pickLanguage } from '../i18n/language';
import { ValidationError } from '../lib/errors';

export interface ClientContext {
  /** the brand header, else the build's default brand */
  brand: BrandCode;
  /** true when the brand header was sent */
  isBrandExplicit: boolean;
  language: TLanguage;
  pwa: boolean;
  appVersion: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    client: ClientContext;
  }
}

export { pickLanguage };

export function readClientHeaders(request: FastifyRequest, defaultBrand: BrandCode): ClientContext {
  const raw = request.headers;
  const picked = {
    'api-version': raw['api-version'],
    'app-version': raw['app-version'],
    brand: raw.brand,
    pwa: raw.pwa,
    'accept-language': raw['accept-language'],
  };
  const parsed = ZClientHeadersSchema.safeParse(picked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'headers');
    throw new ValidationError(issue?.message ?? 'is malformed', `headers.${name}`);
  }
  const headers = parsed.data;
  return {
    brand: headers.brand ?? defaultBrand,
    isBrandExplicit: headers.brand !== undefined,
    language: pickLanguage(headers['accept-language']),
    pwa: headers.pwa === 'true',
    appVersion: headers['app-version'],
  };
}

/** Adds the onRequest hook to the given (API) scope. */
export function registerClientHeaders(app: FastifyInstance, defaultBrand: BrandCode): void {
  if (!app.hasRequestDecorator('client'))
    app.decorateRequest('client', null as unknown as ClientContext);
  app.addHook('onRequest', async (request) => {
    request.client = readClientHeaders(request, defaultBrand);
  });
}
