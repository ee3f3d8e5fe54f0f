import { request } from '@pm/api-client/http';
import type { SearchResults } from '@pm/schemas/records';
import type { Envelope } from './envelope';

export const searchApi = {
  /** GET /search (issue 14): owners, properties, tenants, sub-tenants and contracts matching `query`, by kind. */
  search: (query: string, { limit, signal }: { limit?: number; signal?: AbortSignal } = {}) =>
    request<Envelope<SearchResults>>('get', 'search', {
      searchParams: limit === undefined ? { q: query } : { q: query, limit },
      signal,
    }),
};
