import { call } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';

export const searchApi = {
  /** Owners, properties, tenants, sub-tenants and contracts matching `query`, by kind (issue 14). */
  search: (query: string, { limit, signal }: { limit?: number; signal?: AbortSignal } = {}) =>
    call(routes.search, { query: { q: query, limit }, signal }),
};
