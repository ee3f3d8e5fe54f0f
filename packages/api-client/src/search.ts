import * as routes from '@pm/api-contract/routes';
import { call } from './call';

export const searchApi = {
  /** Owners, properties, tenants, sub-tenants and contracts matching `query`, by kind (issue 14). */
  search: (query: string, { limit, signal }: { limit?: number; signal?: AbortSignal } = {}) =>
    call(routes.search, { query: { q: query, limit }, signal }),
};
