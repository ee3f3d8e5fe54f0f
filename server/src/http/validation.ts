import { z } from 'zod';
import type { Paging } from './envelope';
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

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;

/** `?page=&limit=` with SPEC 9 defaults (1 and 15); other query fields are ignored. */
export function parsePaging(query: unknown): Paging {
  const { page, limit } = (query ?? {}) as Record<string, unknown>;
  return {
    page: readWholeNumber(page, 1, 1, Number.MAX_SAFE_INTEGER, 'page must be a whole number of 1 or more.'),
    limit: readWholeNumber(
      limit,
      DEFAULT_PAGE_SIZE,
      1,
      MAX_PAGE_SIZE,
      `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    ),
  };
}

/** A whole number of a query parameter (the last one if repeated): `fallback` when absent or empty, else 400. */
export function readWholeNumber(
  raw: unknown,
  fallback: number,
  min: number,
  max: number,
  message: string,
): number {
  if (raw === undefined || raw === '') return fallback;
  const text = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (typeof text !== 'string' && typeof text !== 'number') throw badRequest(message);
  if (!/^\d+$/.test(String(text).trim())) throw badRequest(message);
  const value = Number(String(text).trim());
  if (value < min || value > max) throw badRequest(message);
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a uuid (any case). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

export interface IdMessages {
  required: string;
  invalid: string;
}

/**
 * The `id` of a query or of the route's parameters (the last one if repeated), lower-cased: 400 with the domain's
 * message when it is missing or not a uuid. `key` names another parameter (`/tenant/property/:propertyId`).
 */
export function readId(source: unknown, messages: IdMessages, key = 'id'): string {
  const raw = (source as Record<string, unknown> | undefined)?.[key];
  const id = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (id === undefined || id === '') throw badRequest(messages.required);
  if (typeof id !== 'string' || !UUID.test(id.trim())) throw badRequest(messages.invalid);
  return id.trim().toLowerCase();
}

/** Whether a query names a record (`?id=`, even empty): POST /property/ and /contract/ edit then, else create. */
export function hasId(query: unknown): boolean {
  return (query as Record<string, unknown> | undefined)?.id !== undefined;
}
