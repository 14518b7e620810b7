/** Turn a schema validation failure into the field it is about and a short message. */
import type { FastifySchemaValidationError } from 'fastify';
import { locales } from 'zod';
import type { TLanguage } from '@lender/contract';

const ZOD_LOCALES = { en: locales.en(), es: locales.es() } as const;
type ZodLocaleIssue = Parameters<(typeof ZOD_LOCALES)['en']['localeError']>[0];

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

export interface FieldProblem {
  field: string;
  message: string;
}

/** A JSON-pointer segment as the key it names; a key with a bare '%' (not an escape) is its own text. */
function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function joinPath(parts: string[]): string {
  return parts.filter((part) => part.length > 0).join('.');
}

/** e.g. { field: 'body.username', message: 'Required' } or { field: 'query.evil', message: 'Unknown field' } */
export function describeValidation(
  issue: FastifySchemaValidationError,
  context: string | undefined,
  language: TLanguage = 'en',
): FieldProblem {
  const root = CONTEXT_NAMES[context ?? ''] ?? context ?? 'request';
  const pathParts = issue.instancePath.split('/').map(decodePathPart);
  const params = issue.params as Record<string, unknown>;
  if (
    issue.keyword === 'unrecognized_keys' &&
    Array.isArray(params.keys) &&
    params.keys.length > 0
  ) {
    const keys = params.keys.map(String);
    return {
      field: joinPath([root, ...pathParts, keys[0] ?? '']),
      message: keys.length > 1 ? `Unknown fields (${keys.join(', ')})` : 'Unknown field',
    };
  }
  // JSON-schema (ajv) style errors carry the missing property in params
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    return { field: joinPath([root, ...pathParts, params.missingProperty]), message: 'Required' };
  }
  const message = issue.message ?? 'Invalid value';
  const isMissing = issue.keyword === 'invalid_type' && /received undefined$/.test(message);
  return {
    field: joinPath([root, ...pathParts]),
    message: isMissing ? 'Required' : zodMessageIn(language, issue, message),
  };
}

/**
 * zod's own wording of a rule ("Too small: expected number to be >0") in the reader's language, from zod's locales;
 * a schema's own message (a sentence of ours) is left for the message table to translate.
 */
function zodMessageIn(
  language: TLanguage,
  issue: FastifySchemaValidationError,
  message: string,
): string {
  if (language === 'en') return message;
  const raw = {
    ...(issue.params as object),
    code: issue.keyword,
    input: receivedSample(message),
  } as ZodLocaleIssue;
  const english = localeText(ZOD_LOCALES.en, raw);
  return english === message ? (localeText(ZOD_LOCALES[language], raw) ?? message) : message;
}

/** zod does not keep the value it refused; the locales name its type from one, so a value of the type it named stands in. */
const SAMPLES: Record<string, unknown> = {
  string: '',
  number: 0,
  boolean: false,
  array: [],
  object: {},
  null: null,
  bigint: 0n,
  date: new Date(0),
};
function receivedSample(message: string): unknown {
  const received = /received (\w+)$/.exec(message)?.[1];
  return received === undefined ? undefined : SAMPLES[received];
}

function localeText(locale: (typeof ZOD_LOCALES)['en'], issue: ZodLocaleIssue): string | undefined {
  try {
    const said = locale.localeError(issue);
    return typeof said === 'string' ? said : said?.message;
  } catch {
    return undefined;
  }
}
