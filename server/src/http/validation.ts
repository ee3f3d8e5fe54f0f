import { z } from 'zod';
import { badRequest } from './errors';

/** Parses a JSON body with a zod schema; the first issue's message (the SPEC's text) becomes the 400 answer. */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const value = body ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const result = z.safeParse(schema, value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'The request is not valid.');
  return result.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a uuid (any case). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
