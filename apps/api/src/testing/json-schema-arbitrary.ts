/**
 * Test helper: plausible values for a JSON schema of the app's OpenAPI document (the zod schemas as
 * @fastify/swagger prints them), so a hostile value put into one field of an otherwise well-formed body gets past
 * the other fields' rules and reaches the code behind them. Plausible, not always valid: a length and a pattern
 * are not both honoured, and an unknown keyword is ignored.
 */
import fc, { type Arbitrary } from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Values a field of this name takes for the signed-in persona (its own loan, customer, profile): deeper code runs. */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

const SMALL = 1_000_000;
const isoDate = fc.date({
  min: new Date('1950-01-01'),
  max: new Date('2030-12-31'),
  noInvalidDate: true,
});

/** fc.stringMatching takes ~50 ms to build from a pattern: each pattern is built once a run. */
const byPattern = new Map<string, Arbitrary<string>>();

function matching(pattern: string): Arbitrary<string> {
  let arbitrary = byPattern.get(pattern);
  if (!arbitrary) byPattern.set(pattern, (arbitrary = fc.stringMatching(new RegExp(pattern))));
  return arbitrary;
}

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  if (schema.pattern && schema.format !== 'uuid') return matching(schema.pattern);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress();
    case 'date':
      return isoDate.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return isoDate.map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl({ validSchemes: ['https'] });
    default: {
      const minLength = schema.minLength ?? 0;
      return fc.string({
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 24, 24)),
      });
    }
  }
}

function numberArbitrary(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = Math.max(
    schema.minimum ??
      (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -SMALL),
    -SMALL,
  );
  const max = Math.min(
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : SMALL),
    SMALL,
  );
  if (min > max) return fc.constant(min);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, known: KnownValues): Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0) {
    const values =
      typeof schema.additionalProperties === 'object'
        ? schemaArbitrary(schema.additionalProperties, known)
        : fc.jsonValue({ maxDepth: 2 });
    const keys = schema.propertyNames
      ? (schemaArbitrary(schema.propertyNames, known) as Arbitrary<string>)
      : fc.string({ maxLength: 12 });
    return fc.dictionary(keys, values, { maxKeys: 3 });
  }
  const record = Object.fromEntries(
    names.map((name) => [name, fieldArbitrary(name, properties[name]!, known)]),
  );
  return fc.record(record, { requiredKeys: schema.required ?? [] });
}

/** A plausible value of `schema`. */
export function schemaArbitrary(schema: JsonSchema, known: KnownValues = {}): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => schemaArbitrary(choice, known)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => schemaArbitrary({ ...schema, type }, known)));
  switch (types[0] ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(
        schema.items ? schemaArbitrary(schema.items, known) : fc.jsonValue({ maxDepth: 1 }),
        { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) },
      );
    }
    case 'object':
      return objectArbitrary(schema, known);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A field's value: mostly the persona's own when the field has a known name, else plausible for its schema. */
export function fieldArbitrary(
  name: string,
  schema: JsonSchema,
  known: KnownValues,
): Arbitrary<unknown> {
  const own = known[name];
  const generated = schemaArbitrary(schema, known);
  return own && own.length > 0
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...own), weight: 3 },
        { arbitrary: generated, weight: 1 },
      )
    : generated;
}
