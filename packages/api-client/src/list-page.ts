import { request } from '@pm/api-client/http';
import type { ListEnvelope } from './envelope';

/** GET of one page of a list, SPEC 9 defaults page 1 and limit 15; `query` goes before the paging (an id). */
export function listPage<T>(path: string, page = 1, limit = 15, query: Record<string, string> = {}) {
  return request<ListEnvelope<T>>('get', path, { searchParams: { ...query, page, limit } });
}
