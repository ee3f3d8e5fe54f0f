import { PAGING } from '@pm/api-contract/routes';
import { useLocation, useNavigate } from '@pm/ui/navigation';

/** The page of a list in the address (`?page=2`), 1 when absent or not a whole number of 1 or more. */
export function pageOf(search: string, name = 'page'): number {
  const page = Number(new URLSearchParams(search).get(name));
  return Number.isInteger(page) && page >= 1 ? page : PAGING.page;
}

/** A change of the address's query: a value per name, or null (or the default) to leave the name out. */
export type QueryChanges = Record<string, string | number | null>;

/**
 * The query of the address, and a way to change some of its values: a screen keeps what it shows (a page, a
 * choice) there so that Back, a reload and a shared link keep it. A change adds a history entry; the other values
 * stay as they are.
 */
export function useQueryParams(): [URLSearchParams, (changes: QueryChanges) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const change = (changes: QueryChanges) => {
    const query = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) query.delete(name);
      else query.set(name, String(value));
    }
    const text = query.toString();
    navigate(text ? `${pathname}?${text}` : pathname);
  };
  return [new URLSearchParams(search), change];
}

/**
 * The page a list screen shows, kept in its address (`?page=2`, or `name` for a second list of the screen);
 * setting it adds a history entry, and page 1 leaves the name out.
 */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const { search } = useLocation();
  const [, change] = useQueryParams();
  const setPage = (page: number) => change({ [name]: page === PAGING.page ? null : page });
  return [pageOf(search, name), setPage];
}
