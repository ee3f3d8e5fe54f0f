// How the schema tests read zod's answers: as the messages a form or the server would show.
import { expect, it } from 'vitest';
import { z } from 'zod';

type Schema = z.core.$ZodType;

/** The message of the first problem at `path` (a field, or a field of a list item), or undefined. */
export function messageAt(schema: Schema, values: unknown, ...path: PropertyKey[]): string | undefined {
  const { error } = z.safeParse(schema, values);
  return error?.issues.find((issue) => path.every((key, index) => issue.path[index] === key))?.message;
}

/** The first message of each field (by its dotted path), as a form shows them. */
export function messagesOf(schema: Schema, values: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of z.safeParse(schema, values).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

/** SPEC 5, an edit: no field is needed, and each of `empties` (empty or blank values) means "not changed". */
export function emptyEditCase(schema: Schema, empties: Record<string, string>) {
  it('needs no field at all, and an empty value means "not changed"', () => {
    expect(z.parse(schema, {})).toEqual({});
    const result = z.parse(schema, empties) as Record<string, unknown>;
    expect(Object.values(result).every((value) => value === undefined)).toBe(true);
  });
}

/**
 * SPEC 5's sign-in and recovery forms, schema by schema: each field's required message for an empty or missing
 * value, the minimum-length messages of `tooShort`, and `shortest` (every text at its minimum length) accepted.
 */
export function lengthRuleCases(
  schema: Schema,
  {
    required,
    tooShort,
    shortest,
  }: {
    required: Record<string, string>;
    tooShort: { values: Record<string, string>; messages: Record<string, string> };
    shortest: Record<string, string>;
  },
) {
  it('asks for every field when it is empty or missing', () => {
    const empty = Object.fromEntries(Object.keys(required).map((field) => [field, '']));
    expect(messagesOf(schema, empty)).toEqual(required);
    expect(messagesOf(schema, {})).toEqual(required);
  });

  it('states the minimum lengths', () => {
    expect(messagesOf(schema, tooShort.values)).toEqual(tooShort.messages);
  });

  it('accepts every text at its minimum length', () => {
    expect(z.safeParse(schema, shortest).success).toBe(true);
  });
}
