import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

/**
 * fast-check arbitraries built from the OpenAPI document's JSON Schemas: values of the declared
 * shape, where any part may be swapped for a hostile one (NUL bytes, huge or negative numbers,
 * far dates, long strings, wrong types, odd unicode). Used by app.fuzz.test.ts.
 */

/** Strings that have made servers fail: NUL, far dates, number-like text, long and odd unicode. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(5_000),
  '275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '0000-00-00',
  '2026-02-30',
  '1e308',
  '-1e308',
  '1e999',
  'NaN',
  'Infinity',
  '-1',
  '9007199254740993',
  '18446744073709551616',
  '',
  ' ',
  '\u202eevil',
  '\ud800',
  '👩‍👩‍👧‍👦💥',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
];

/** Numbers past every sane bound (Infinity is sent as 1e999, which JSON.parse reads as Infinity). */
export const HOSTILE_NUMBERS = [
  1e308,
  -1e308,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -1,
  -0.000_1,
  0,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 64,
  5e-324,
  8_640_000_000_000_001,
];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 3 },
  {
    // A NUL byte somewhere in otherwise ordinary text: PostgreSQL text cannot store it.
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
      .map(([before, after]) => `${before}\u0000${after}`),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 2 },
  {
    arbitrary: fc.constantFrom(null, true, {}, [], [null], { '\u0000': 1 }, 'x'.repeat(300_000)),
    weight: 1,
  },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
);

/**
 * A value of `schema`'s shape (1 in 3), the same with one part made hostile (1 in 2), or a hostile
 * value in its place (1 in 6). One hostile part among valid ones reaches past the validator's
 * other checks, as far as the database.
 */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shaped = shapedBy(schema, 0);
  return fc.oneof(
    { arbitrary: shaped, weight: 2 },
    { arbitrary: shaped.chain(withOneHostilePart), weight: 3 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** `value` with one of its parts (itself, a property, an element, at any depth) made hostile. */
function withOneHostilePart(value: unknown): fc.Arbitrary<unknown> {
  const paths = partsOf(value, []);
  return fc
    .tuple(fc.constantFrom(...paths), hostileValue)
    .map(([path, hostile]) => replaceAt(value, path, hostile));
}

function partsOf(value: unknown, path: string[]): string[][] {
  const parts = [path];
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      parts.push(...partsOf(child, [...path, key]));
    }
  }
  return parts;
}

function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) {
    return replacement;
  }
  if (Array.isArray(value)) {
    return value.map((child, index) =>
      String(index) === key ? replaceAt(child, rest, replacement) : child,
    );
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [key]: replaceAt(record[key], rest, replacement) };
}

function numberOr(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function shapedBy(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return fc.constantFrom(...schema.enum);
  }
  if ('const' in schema) {
    return fc.constant(schema.const);
  }
  const choices = Array.isArray(schema.anyOf) ? schema.anyOf : schema.oneOf;
  if (Array.isArray(choices) && choices.length > 0) {
    return fc.oneof(...choices.map((choice: JsonSchema) => shapedBy(choice, depth)));
  }
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
}

function ofType(type: unknown, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const minimum = numberOr(schema.minimum) ?? numberOr(schema.exclusiveMinimum);
  const maximum = numberOr(schema.maximum) ?? numberOr(schema.exclusiveMaximum);
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: minimum ?? -1_000_000,
        max: maximum ?? 1_000_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = typeof schema.items === 'object' && schema.items ? schema.items : {};
      const maxLength = Math.min(numberOr(schema.maxItems) ?? 3, 3);
      return depth > 4
        ? fc.constant([])
        : fc.array(shapedBy(items as JsonSchema, depth + 1), {
            minLength: Math.min(numberOr(schema.minItems) ?? 0, maxLength),
            maxLength,
          });
    }
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return fc.uuid();
  }
  if (schema.format === 'uri') {
    return fc.webUrl();
  }
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern));
  }
  const minLength = numberOr(schema.minLength) ?? 0;
  return fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.max(minLength, Math.min(numberOr(schema.maxLength) ?? 40, 40)),
  });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = shapedBy(property, depth + 1);
  }
  return fc.record(model, { requiredKeys: required.filter((name) => name in properties) });
}

/** JSON text of `value`, with ±Infinity written as ±1e999 (JSON.parse reads those as ±Infinity). */
export function toJsonText(value: unknown): string {
  const marker = '__fuzz_infinity__';
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item === Number.POSITIVE_INFINITY
      ? marker
      : item === Number.NEGATIVE_INFINITY
        ? `-${marker}`
        : item,
  );
  return (text ?? 'null').replaceAll(`"-${marker}"`, '-1e999').replaceAll(`"${marker}"`, '1e999');
}
