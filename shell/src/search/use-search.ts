import { isAbortError, searchApi } from '@pm/api-client';
import type { SearchResults } from '@pm/schemas/records';
import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent (issue 14: at most 120 ms). */
export const SEARCH_DEBOUNCE_MS = 100;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; results?: SearchResults }
  | { status: 'done'; results: SearchResults }
  | { status: 'failed'; message: string };

/**
 * The results for `query`, asked SEARCH_DEBOUNCE_MS after it last changed; a newer query cancels the request of
 * the one before (its answer could otherwise arrive last and replace the newer one's).
 */
export function useSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const text = query.trim();

  useEffect(() => {
    if (!text) {
      setState({ status: 'idle' });
      return;
    }
    setState((previous) => ({
      status: 'loading',
      results: previous.status === 'done' || previous.status === 'loading' ? previous.results : undefined,
    }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchApi
        .search(text, { signal: controller.signal })
        .then((answer) => {
          if (!controller.signal.aborted) setState({ status: 'done', results: answer.data });
        })
        .catch((error: unknown) => {
          if (isAbortError(error) || controller.signal.aborted) return;
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  return state;
}
