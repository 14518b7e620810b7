/**
 * Test helper: hostile requests for one operation of the OpenAPI document, by kind — a plausible request
 * (json-schema-arbitrary.ts) with one hostile value put into a body field, a body key, a query or a path
 * parameter, or a hostile body as a whole (deep nesting, a truncated multipart body). Bodies are written as
 * text, so what JSON.stringify cannot say (1e400, thousands of levels, a `__proto__` key) is sent as an attacker
 * would send it. Every body stays within the app's body limit.
 */
import fc, { type Arbitrary } from 'fast-check';
import {
  fieldArbitrary,
  schemaArbitrary,
  type JsonSchema,
  type KnownValues,
} from './json-schema-arbitrary';
import {
  HOSTILE_KINDS,
  PROTO_ENTRIES,
  RAW_VALUES,
  truncatedMultipart,
  URL_VALUES,
  type HostileKind,
} from './hostile-values';

export { HOSTILE_KINDS, type HostileKind };

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the OpenAPI document: its method, path template, parameters and JSON body schema. */
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** where the hostile value went, for the report */
  where: string;
}

const PLACEHOLDER = '\u2603hostile\u2603';

type Path = readonly string[];

/** Every position of a JSON value (the value itself first), and which of them hold objects. */
function positions(
  value: unknown,
  path: Path = [],
  into: { all: Path[]; objects: Path[] } = { all: [], objects: [] },
) {
  into.all.push(path);
  if (value !== null && typeof value === 'object') {
    if (!Array.isArray(value)) into.objects.push(path);
    for (const [key, item] of Object.entries(value)) positions(item, [...path, key], into);
  }
  return into;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** The body with the JSON text `raw` at `path`. */
function bodyWith(base: unknown, path: Path, raw: string): string {
  return JSON.stringify(setAt(base, path, PLACEHOLDER)).replace(
    JSON.stringify(PLACEHOLDER),
    () => raw,
  );
}

/** The body with one more entry (`"key":value`, as raw JSON text) in the object at `path`. */
function bodyWithEntry(base: unknown, path: Path, rawEntry: string): string {
  const target = path.reduce<unknown>(
    (at, key) => (at as Record<string, unknown>)[key],
    base,
  ) as Record<string, unknown>;
  const withKey = setAt(base, path, { ...target, [PLACEHOLDER]: 0 });
  return JSON.stringify(withKey).replace(`${JSON.stringify(PLACEHOLDER)}:0`, () => rawEntry);
}

interface Plausible {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

function plausible(operation: Operation, known: KnownValues): Arbitrary<Plausible> {
  const text = (parameter: Parameter) =>
    fieldArbitrary(parameter.name, parameter.schema ?? { type: 'string' }, known).map(String);
  const of = (where: Parameter['in']) =>
    operation.parameters.filter((parameter) => parameter.in === where);
  const params = fc.record(
    Object.fromEntries(of('path').map((parameter) => [parameter.name, text(parameter)])),
  );
  const query = fc.record(
    Object.fromEntries(of('query').map((parameter) => [parameter.name, text(parameter)])),
    {
      requiredKeys: of('query')
        .filter((p) => p.required)
        .map((p) => p.name),
    },
  );
  const body = operation.body ? schemaArbitrary(operation.body, known) : fc.constant({});
  return fc.record({ params, query: query as Arbitrary<Record<string, string>>, body });
}

function url(
  operation: Operation,
  params: Record<string, string>,
  query: Record<string, string>,
  raw: { query?: [string, string]; param?: [string, string] } = {},
): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    raw.param?.[0] === name ? raw.param[1] : encodeURIComponent(params[name] ?? 'x'),
  );
  const pairs = Object.entries(query)
    .filter(([name]) => name !== raw.query?.[0])
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  if (raw.query) pairs.push(`${raw.query[0]}=${raw.query[1]}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

const JSON_TYPE = 'application/json';

/** Whether the operation reads a body: Fastify never parses one on a GET or a HEAD. */
const readsBody = (operation: Operation) =>
  !['GET', 'HEAD'].includes(operation.method.toUpperCase());

/**
 * Whether the operation has an input that can carry this kind: a body carries every kind; a query or a path
 * parameter every kind but a multipart body; any URL a deeply nested or a prototype query key.
 */
export function canCarry(operation: Operation, kind: HostileKind): boolean {
  if (readsBody(operation) || kind === 'deepNesting' || kind === 'prototypeKey') return true;
  return kind !== 'truncatedMultipart' && operation.parameters.length > 0;
}

/** Hostile requests of one kind for `operation` (see canCarry); `headers` (a signed-in persona's) go on each. */
export function hostileRequests(
  operation: Operation,
  kind: HostileKind,
  known: KnownValues,
  headers: Record<string, string>,
): Arbitrary<HostileRequest> {
  const method = operation.method.toUpperCase();
  const hasBody = readsBody(operation);
  return plausible(operation, known).chain((base) => {
    const request = (
      where: string,
      target: { url?: string; payload?: string | Buffer; contentType?: string },
    ): HostileRequest => {
      const payload = target.payload ?? (hasBody ? JSON.stringify(base.body) : undefined);
      return {
        method,
        url: target.url ?? url(operation, base.params, base.query),
        headers: {
          ...headers,
          ...(payload !== undefined ? { 'content-type': target.contentType ?? JSON_TYPE } : {}),
        },
        ...(payload !== undefined ? { payload } : {}),
        where,
      };
    };
    if (kind === 'schemaValid') return fc.constant(request('values the schema allows', {}));
    if (kind === 'truncatedMultipart' && hasBody)
      return truncatedMultipart.map(({ contentType, payload }) =>
        request(`multipart body (${contentType}, ${payload.length} bytes)`, {
          payload,
          contentType,
        }),
      );
    const { all, objects } = positions(base.body);
    const choices: Arbitrary<HostileRequest>[] = [];
    const raw = RAW_VALUES[kind];
    if (hasBody && raw)
      choices.push(
        fc
          .tuple(fc.constantFrom(...all), raw)
          .map(([path, value]) =>
            request(`body.${path.join('.')}`, { payload: bodyWith(base.body, path, value) }),
          ),
      );
    if (
      hasBody &&
      objects.length > 0 &&
      (kind === 'loneSurrogate' || kind === 'controlCharacter' || kind === 'prototypeKey')
    ) {
      const entry =
        kind === 'prototypeKey' ? fc.constantFrom(...PROTO_ENTRIES) : raw!.map((key) => `${key}:1`);
      choices.push(
        fc.tuple(fc.constantFrom(...objects), entry).map(([path, rawEntry]) =>
          request(`a key of body.${path.join('.')}`, {
            payload: bodyWithEntry(base.body, path, rawEntry),
          }),
        ),
      );
    }
    const urlValue = URL_VALUES[kind];
    for (const { name, in: place } of urlValue ? operation.parameters : []) {
      const at = (value: string) =>
        place === 'path'
          ? { param: [name, value] as [string, string] }
          : { query: [name, value] as [string, string] };
      choices.push(
        urlValue!.map((value) =>
          request(`${place}.${name}`, { url: url(operation, base.params, base.query, at(value)) }),
        ),
      );
    }
    if (kind === 'prototypeKey')
      choices.push(
        fc
          .constantFrom(
            '__proto__',
            'constructor',
            '__proto__[polluted]',
            'constructor[prototype][polluted]',
          )
          .map((name) =>
            request(`query key ${name}`, {
              url: url(operation, base.params, base.query, { query: [name, 'yes'] }),
            }),
          ),
      );
    if (kind === 'deepNesting')
      choices.push(
        fc.constantFrom(33, 1000).map((depth) =>
          request('a deep query key', {
            url: url(operation, base.params, base.query, {
              query: [`a${'[a]'.repeat(depth)}`, '1'],
            }),
          }),
        ),
      );
    if (choices.length === 0)
      throw new Error(`${method} ${operation.path} cannot carry ${kind} (see canCarry)`);
    return fc.oneof(...choices);
  });
}
