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

/** A field of a record by its SPEC name (`contactNo`), with its value as stored. */
export interface SearchField {
  name: string;
  value: string;
}

export interface SearchHit {
  kind: SearchKind;
  /** The record's id; for a sub-tenant, the sub-tenant's own (its tenant is in `detailsOf`). */
  id: string;
  /** The record's name: an owner's or property's name, a person's first name and surname, a contract reference. */
  title: string;
  /** The fields that tell this record from others of the same name (empty ones left out). */
  fields: SearchField[];
  /** The searched field that matched the query best. */
  matched: SearchField;
  /** Higher is better: 1 and more for a text containing the query, below 1 for a near match (a typo). */
  score: number;
  /** The record whose details screen opens this hit: the record itself, or a sub-tenant's tenant. */
  detailsOf: { kind: 'owner' | 'property' | 'tenant' | 'contract'; id: string };
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** The `data` of the answer: groups ordered by their best hit, each group's hits best first. */
export interface SearchResults {
  query: string;
  groups: SearchGroup[];
}
