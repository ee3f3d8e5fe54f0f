import { hasControlCharacter } from '@pm/schemas/common';
import { SEARCH_BOUNDS, SEARCH_MESSAGES } from '@pm/schemas/search';
import { badRequest } from '../http/errors';
import { readWholeNumber } from '../http/validation';

/** What is searched for. */
export interface SearchTerms {
  /** The query as typed, trimmed, with single spaces. */
  text: string;
  /** A query that reads as a phone number ("081-555 2468"): its digits, found inside the digits of a field. */
  digits?: string;
}

const PHONE_LIKE = /^[\d\s+\-().]+$/;
const MIN_DIGITS = 3;

/** `?q=&limit=` (the last of each if repeated): 400 with a message naming the parameter when out of bounds. */
export function readSearchInput(query: unknown): { terms: SearchTerms; limit: number } {
  const { q, limit } = (query ?? {}) as Record<string, unknown>;
  const raw = Array.isArray(q) ? q[q.length - 1] : (q ?? '');
  if (typeof raw !== 'string') throw badRequest(SEARCH_MESSAGES.queryNotText);
  const trimmed = raw.trim();
  if (trimmed.length > SEARCH_BOUNDS.maxQueryLength) throw badRequest(SEARCH_MESSAGES.queryTooLong);
  if (hasControlCharacter(trimmed)) throw badRequest(SEARCH_MESSAGES.queryControlCharacters);
  const text = trimmed.replace(/\s+/g, ' ');
  const digits = text.replace(/\D/g, '');
  const phoneLike = PHONE_LIKE.test(text) && digits.length >= MIN_DIGITS;
  return {
    terms: phoneLike ? { text, digits } : { text },
    limit: readWholeNumber(
      limit,
      SEARCH_BOUNDS.defaultLimit,
      1,
      SEARCH_BOUNDS.maxLimit,
      SEARCH_MESSAGES.limit,
    ),
  };
}
