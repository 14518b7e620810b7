/**
 * The one JSON body parser (decision 044): Fastify's own (secure-json-parse, a `__proto__` or `constructor` key
 * refused with a 400), after a count of the body's nesting on its text. A body nested deeper than
 * MAX_JSON_BODY_DEPTH is a 400 naming the limit before any object is built, so a hostile body of thousands of
 * levels costs one pass over its characters and never reaches a walk, a schema or a JSON column.
 */
import type { FastifyInstance } from 'fastify';
import { text } from '../i18n';
import { ValidationError } from '../lib/errors';

/** Levels of objects and arrays a JSON body may have (the body itself is level 1); decision 044. */
export const MAX_JSON_BODY_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether the JSON text opens more than `maxDepth` objects or arrays inside one another (brackets inside strings
 * do not count). One pass, no allocation; it stops at the first level too many. Malformed text is the parser's to
 * refuse, except that an unbalanced run of brackets deeper than the limit is refused for its depth.
 */
export function isNestedDeeperThan(json: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const code = json.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (isNestedDeeperThan(body as string, MAX_JSON_BODY_DEPTH)) {
      request.log.info({ maxDepth: MAX_JSON_BODY_DEPTH }, 'JSON body nested too deep');
      done(
        new ValidationError(text('field.nestedTooDeep', { maxDepth: MAX_JSON_BODY_DEPTH }), 'body'),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}
