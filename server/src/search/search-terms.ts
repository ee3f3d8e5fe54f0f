import { hasControlCharacter } from '@pm/schemas/common';
import { SEARCH_BOUNDS, SEARCH_MESSAGES } from '@pm/schemas/search';
import { badRequest } from '../http/errors';
import { readWholeNumber } from '../http/validation';

/** What is searched for: the query as typed (trimmed, single spaces) and, when it reads as a phone number, its digits. */
export interface SearchTerms {
  text: string;
  digits?: string;
}

const PHONE_LIKE = /^[\d\s+\-().]+$/;
const MIN_DIGITS = 3;

/** `?q=&limit=` (the last of each if repeated): 400 with a message naming the parameter when out of bounds. */
export function readSearchInput(query: unknown): { terms: SearchTerms; limit: number } {
  const { q, limit } = (query ?? {}) as Record<string, unknown>;
  const raw = Array.isArray(q) ? q[q.length - 1] : (q ?? '');
  if (typeof raw !== 'string') throw badRequest(SEARCH_MESSAGES.queryNotText);
  const text = raw.trim();
  if (text.length > SEARCH_BOUNDS.maxQueryLength) throw badRequest(SEARCH_MESSAGES.queryTooLong);
  if (hasControlCharacter(text)) throw badRequest(SEARCH_MESSAGES.queryControlCharacters);
  const terms: SearchTerms = { text: text.replace(/\s+/g, ' ') };
  const digits = text.replace(/\D/g, '');
  if (PHONE_LIKE.test(text) && digits.length >= MIN_DIGITS && digits !== text) terms.digits = digits;
  return {
    terms,
    limit: readWholeNumber(
      limit,
      SEARCH_BOUNDS.defaultLimit,
      1,
      SEARCH_BOUNDS.maxLimit,
      SEARCH_MESSAGES.limit,
    ),
  };
}
