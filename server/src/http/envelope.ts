export interface Paging {
  page: number;
  limit: number;
}

/** One page of a list, and how many records the whole list holds. */
export interface RecordPage<T> {
  records: T[];
  total: number;
}

/** DESIGN 4: every success is HTTP 200 with this body. */
export function ok<T>(data: T) {
  return { statusCode: 200 as const, message: 'Success' as const, data };
}

/** A list answer: the page of items plus the paging facts beside `data`. */
export function okList<T>(data: T[], paging: Paging & { total: number }) {
  return { ...ok(data), page: paging.page, limit: paging.limit, total: paging.total };
}
