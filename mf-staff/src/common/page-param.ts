import { PAGING } from '@pm/api-contract/routes';
import { useLocation, useNavigate } from '@pm/ui/navigation';

/** The list page of the address (`?page=2`), 1 when absent or not a whole number of 1 or more. */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 ? page : PAGING.page;
}

/**
 * The page a list screen shows, kept in its address so that Back, a reload and a shared link keep it; setting it
 * adds a history entry (page 1 is the bare path).
 */
export function usePageParam(): [number, (page: number) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const setPage = (page: number) => navigate(page === PAGING.page ? pathname : `${pathname}?page=${page}`);
  return [pageOf(search), setPage];
}
