// GET /api/search (issue 14): one search across owners, properties, tenants, their sub-tenants and contracts.
// The server answers these shapes; the shell's search dialog reads them through @pm/api-client.

/** The kinds of record a search finds, in the order groups are shown when their best hits rank equal. */
export const SEARCH_KINDS = ['owner', 'property', 'tenant', 'subTenant', 'contract'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_BOUNDS = {
  /** The longest query, in characters after trimming. */
  maxQueryLength: 100,
  /** Hits per kind when `limit` is not given, and the most a request may ask for. */
  defaultLimit: 5,
  maxLimit: 50,
} as const;

/** The 400 answers to bad input; each names its parameter. */
export const SEARCH_MESSAGES = {
  queryNotText: 'q must be text.',
  queryTooLong: `q must be at most ${SEARCH_BOUNDS.maxQueryLength} characters.`,
  queryControlCharacters: 'q must not contain control characters.',
  limit: `limit must be a whole number from 1 to ${SEARCH_BOUNDS.maxLimit}.`,
} as const;
