// Value generators of the fuzz suite, driven by the shared zod schemas: the fields of a payload, their kinds and
// maximum lengths come from the schema's JSON Schema (z.toJSONSchema), and each field gets valid values,
// boundary lengths (max and max+1), control characters, very long and unicode texts, odd dates and wrong types.
import fc from 'fast-check';
import { z } from 'zod';

export type FieldKind = 'text' | 'text-or-number' | 'boolean' | 'choice' | 'any';

export interface FieldSpec {
  /** The path in a JSON payload: ['agent', 'name']; an array item is index '0'. */
  path: string[];
  kind: FieldKind;
  maxLength?: number;
  choices?: string[];
}

interface JsonSchemaNode {
  type?: string;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
}

/** The leaves of a JSON Schema node: anyOf flattened. */
function leaves(node: JsonSchemaNode): JsonSchemaNode[] {
  return node.anyOf ? node.anyOf.flatMap(leaves) : [node];
}

function describeLeaf(node: JsonSchemaNode, path: string[]): FieldSpec {
  const parts = leaves(node);
  const choices = parts.flatMap((part) =>
    [...(part.enum ?? []), ...('const' in part ? [part.const] : [])].filter(
      (value): value is string => typeof value === 'string' && value !== '',
    ),
  );
  const freeText = parts.find((part) => part.type === 'string' && !part.enum && !('const' in part));
  const hasNumber = parts.some((part) => part.type === 'number' || part.type === 'integer');
  if (parts.some((part) => part.type === 'boolean')) return { path, kind: 'boolean' };
  if (freeText && hasNumber) return { path, kind: 'text-or-number', maxLength: freeText.maxLength };
  if (freeText) return { path, kind: 'text', maxLength: freeText.maxLength };
  if (choices.length > 0) return { path, kind: 'choice', choices };
  return { path, kind: 'any' };
}

/** The fields of a payload schema, from its JSON Schema (input side). Arrays of objects give item 0's fields. */
export function schemaFields(schema: z.core.$ZodType): FieldSpec[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  const fields: FieldSpec[] = [];
  const walk = (node: JsonSchemaNode, path: string[]) => {
    const objectLeaf = leaves(node).find((part) => part.type === 'object' && part.properties);
    if (objectLeaf?.properties) {
      for (const [key, child] of Object.entries(objectLeaf.properties)) walk(child, [...path, key]);
      return;
    }
    const arrayLeaf = leaves(node).find((part) => part.type === 'array' && part.items);
    if (arrayLeaf?.items) {
      walk(arrayLeaf.items, [...path, '0']);
      return;
    }
    fields.push(describeLeaf(node, path));
  };
  walk(root, []);
  return fields;
}

const C0_AND_C1 = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, index) => 0x7f + index),
];

/** A control character, NUL most often. */
export const controlCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 5, arbitrary: fc.constantFrom(...C0_AND_C1).map((code) => String.fromCharCode(code)) },
);

/** `base` with a control character inserted somewhere. */
export const withControlCharacter = (base: string) =>
  fc.tuple(controlCharacter, fc.nat()).map(([character, position]) => {
    const at = position % (base.length + 1);
    return `${base.slice(0, at)}${character}${base.slice(at)}`;
  });

/** Dates of every odd kind: out of 1900-2999, impossible, malformed, other notations. */
export const oddDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '0001-01-01',
    '1899-12-31',
    '1900-01-01',
    '2999-12-31',
    '3000-01-01',
    '9999-12-31',
    '2023-02-29',
    '2024-02-30',
    '2024-13-01',
    '2024-00-10',
    '24-01-01',
    '20244-01-01',
    '2024-1-1',
    '2024/01/01',
    '01/31/2024',
    '-001-01-01',
    '+002024-01-01',
    '2024-01-01T00:00:00Z',
    '２０２４-０１-０１',
  ),
  fc
    .date({
      min: new Date('0000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
);

/** Unicode beyond ASCII: graphemes, any code point (lone surrogates too), direction marks, astral symbols. */
export const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    'สวัสดี',
    '🏠🔑',
    'Zoë',
    '\u202Eevil',
    '\uFEFFbom',
    '\uD800',
    'a\u0301',
    '𝕏'.repeat(120),
    'ก'.repeat(2001),
  ),
);

/** Texts far beyond any limit, in one-, three- and four-byte characters. */
export const veryLongText = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.constantFrom('x', 'ก', '🏠'))
  .map(([length, character]) => character.repeat(length));

/** Texts people (and attackers) type into any field. */
export const trickyText = fc.constantFrom(
  '',
  ' ',
  '   ',
  '\t',
  '\r\n',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1,500',
  '1e999',
  'NaN',
  "'; drop table owners; --",
  "1' or '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '$' + '{7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
);

/** `length` characters made from `seed` (a valid value) repeated, or 'a'. */
export function fill(seed: string, length: number): string {
  const unit = seed.length > 0 ? seed : 'a';
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** The boundary lengths of a field: max-1, max, max+1 and twice the max. */
export const boundaryText = (maxLength: number, seed: string) =>
  fc
    .constantFrom(Math.max(0, maxLength - 1), maxLength, maxLength + 1, maxLength * 2)
    .map((length) => fill(seed, length));

/** JSON nested `depth` levels deep, built in a loop. */
export function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
}

/** Values of the wrong type for a text field: numbers, booleans, null, arrays, objects, nesting. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(12, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.integer({ min: 2, max: 40 }).map(nestedArrays),
);

/** Everything a text field may receive besides its valid values. */
export function hostileText(
  field: FieldSpec,
  valid: string,
  { json }: { json: boolean },
): fc.Arbitrary<unknown> {
  const maxLength = field.maxLength ?? 200;
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 2, arbitrary: unicodeText },
    { weight: 3, arbitrary: boundaryText(maxLength, valid) },
    { weight: 3, arbitrary: withControlCharacter(valid) },
    { weight: 1, arbitrary: veryLongText },
    { weight: 2, arbitrary: oddDate },
    { weight: 2, arbitrary: trickyText },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: json ? 3 : 0, arbitrary: wrongType },
  );
}

const numberTexts = fc.constantFrom(
  '1,500',
  '1,50',
  '12.',
  '.5',
  '-1',
  '1e3',
  '0x1F',
  '  7  ',
  '１２',
  '1,000,000.25',
  '',
);

/** What a field of another kind may receive. */
export function hostileValue(
  field: FieldSpec,
  valid: unknown,
  options: { json: boolean },
): fc.Arbitrary<unknown> {
  const validText = typeof valid === 'string' ? valid : String(valid ?? '');
  switch (field.kind) {
    case 'text':
    case 'any':
      return hostileText(field, validText, options);
    case 'text-or-number':
      return fc.oneof(
        hostileText(field, validText, options),
        numberTexts,
        fc.integer({ min: -1_000_000, max: 1_000_000_000_000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.oneof(
        fc.constantFrom<unknown>(true, false, 'true', 'false', '', 'yes', '1', 0, 1, 'TRUE', null),
        hostileText(field, validText, options),
      );
    case 'choice':
      return fc.oneof(
        fc.constantFrom<unknown>(...(field.choices ?? []), '', null),
        fc.mixedCase(fc.constantFrom(...(field.choices ?? ['x']))),
        hostileText(field, validText, options),
      );
  }
}
