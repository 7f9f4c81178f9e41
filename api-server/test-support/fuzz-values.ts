// Arbitrary and adversarial request values for the fuzzing suite (issue 14 §2), generated from a route's
// JSON Schema: a value of the right shape most of the time, so the route gets past its first check, and
// the values that crashed servers before — NUL, lone surrogates, 1 MB strings, huge and negative
// numbers, wrong types, deep JSON, prototype keys.
import fc from 'fast-check';
import type { JsonSchema } from '../http/route-table.js';

export const ADVERSARIAL_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'mælk\u0000',
  '\ud800',
  'a\udfffb',
  '\uffff\ufffe',
  '\u001b[31m',
  '\t\n\r',
  'x'.repeat(1_000_000),
  '9'.repeat(400),
  '-1',
  '0',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  "'; drop table users; --",
  '%',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '🧈'.repeat(50),
  'e\u0301',
  'smør'.normalize('NFD'),
  '2026-02-30',
  '9999-12-31',
];

export const ADVERSARIAL_NUMBERS: readonly number[] = [0, -1, -0, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];

/** JSON nested `depth` levels deep, as a string (JSON.stringify of such an object would itself recurse). */
export const deepJson = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }, 'x', 12);

const adversarialValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...ADVERSARIAL_STRINGS),
  fc.constantFrom<unknown>(...ADVERSARIAL_NUMBERS),
  wrongType,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
);

function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf);
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A plausible value for the schema: the type it asks for, sometimes at its edges. */
function plausible(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  for (const type of types) {
    if (type === 'string') {
      if (schema.pattern?.includes('\\d')) options.push(fc.stringMatching(/^\d{1,7}$/));
      else if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-')) options.push(fc.constantFrom('2025-06-05', '2025-06-06', '2025-06-09', '2024-02-29'));
      else options.push(fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) }), fc.constantFrom('mælk', 'Liste 1', '1234'));
    } else if (type === 'integer') options.push(fc.integer({ min: -5, max: 1_000_001 }));
    else if (type === 'number') options.push(fc.double({ min: -5, max: 1000, noNaN: true }));
    else if (type === 'boolean') options.push(fc.boolean());
    else if (type === 'null') options.push(fc.constant(null));
    else if (type === 'array' && depth < 3) options.push(fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 4 }));
    else if (type === 'object' && depth < 3) options.push(objectFor(schema, depth + 1));
  }
  return options.length > 0 ? fc.oneof(...options) : adversarialValue;
}

/** Characters that must never reach the database or crash a parser, spliced into plausible text. */
const POISON = ['\u0000', '\ud800', '\udc00', '\u0007', '\u001f', '\u0085', '\u2028', '\uffff', '\t', '\n'];

/** A plausible string with a poisoned character inserted somewhere: gets past shape checks, then bites. */
const poisoned = (base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.tuple(base, fc.constantFrom(...POISON), fc.nat()).map(([value, poison, at]) => {
    const text = typeof value === 'string' ? value : 'mælk';
    const i = text.length === 0 ? 0 : at % (text.length + 1);
    return text.slice(0, i) + poison + text.slice(i);
  });

/** Plausible, plausible-but-poisoned (strings), or adversarial of any type. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const base = plausible(schema, depth);
  const isText = typesOf(schema).includes('string') && !schema.enum;
  return isText
    ? fc.oneof({ arbitrary: base, weight: 2 }, { arbitrary: poisoned(base), weight: 2 }, { arbitrary: adversarialValue, weight: 1 })
    : fc.oneof({ arbitrary: base, weight: 3 }, { arbitrary: adversarialValue, weight: 1 });
}

/** An object with some of the schema's properties, sometimes with prototype keys or unknown ones. */
export function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, sub] of Object.entries(props)) model[name] = valueFor(sub, depth);
  return fc
    .tuple(
      // Every field present but up to two, so the route gets past "field missing" to the field's content.
      fc.tuple(fc.record(model), fc.subarray(Object.keys(model), { maxLength: Math.min(2, Object.keys(model).length) })).map(([record, dropped]) => {
        for (const key of dropped) delete record[key];
        return record;
      }),
      fc.constantFrom<Record<string, unknown> | null>(null, null, null, { ['__proto__']: { polluted: true } }, { constructor: { prototype: { polluted: true } } }, { unknownField: 'x' }),
    )
    .map(([record, extra]) => (extra ? Object.assign(Object.create(null) as Record<string, unknown>, record, extra) : record));
}

/** A JSON body for a route: usually an object from its schema, sometimes something else entirely. */
export function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const shaped = schema ? (schema.type === 'array' ? fc.array(valueFor(schema.items ?? {}), { maxLength: 4 }) : objectFor(schema)) : fc.constant({});
  return fc.oneof(
    { arbitrary: shaped.map((v) => JSON.stringify(v)), weight: 6 },
    { arbitrary: fc.constantFrom(deepJson(10_000), '{', 'null', '[]', '"text"', '{"a":1}{"b":2}', '{"__proto__":{"polluted":true}}', JSON.stringify({ x: 'x'.repeat(2_000_000) })), weight: 1 },
    { arbitrary: adversarialValue.map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
  );
}

/** A value for a path parameter or query field: always a string on the wire. */
export function wireString(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return (schema ? valueFor(schema) : adversarialValue).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''));
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which encodeURIComponent refuses)
 * goes out as its WTF-8 bytes: the server sees bytes that are not UTF-8, as an attacker could send.
 */
export function encodeAnything(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/**
 * An application/x-www-form-urlencoded body for a route that reads a form (the OCI login, issue 16 §1):
 * the schema's fields with the same plausible, poisoned and adversarial values, each sent as text
 * (what a form can carry), sometimes a field twice or a body that is not a form at all.
 */
export function formBodyFor(schema: JsonSchema): fc.Arbitrary<string> {
  const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  const shaped = objectFor(schema).map((o) => Object.entries(o).map(([k, v]) => `${encodeURIComponent(k)}=${encodeAnything(asText(v))}`).join('&'));
  return fc.oneof(
    { arbitrary: shaped, weight: 6 },
    { arbitrary: shaped.map((s) => `${s}&${s}`), weight: 1 },
    { arbitrary: fc.constantFrom('%', '=&=&', '%E0%A4%A', 'a'.repeat(300_000), '{"USERNAME":"x"}'), weight: 1 },
  );
}
