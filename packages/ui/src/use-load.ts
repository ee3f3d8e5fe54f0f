import { type DependencyList, startTransition, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; data: T };

/** The state of a screen whose data is on its way. */
export const LOADING = { status: 'loading' } as const;

/**
 * The state update that shows loading: none when the screen shows it already (its first load), so that starting
 * to load does not draw the whole screen a second time in the same task.
 */
export function toLoading<T>(previous: LoadState<T>): LoadState<T> {
  return previous.status === 'loading' ? previous : LOADING;
}

/**
 * SPEC 4: a data screen goes loading, then error or loaded. Runs `load` again when `deps` change and ignores
 * answers that arrive after the screen moved on. The answer is drawn as a transition: React yields to the browser
 * every few milliseconds while it draws a page of rows, instead of holding a phone's main thread for the whole page.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>(LOADING);
  useEffect(() => {
    let current = true;
    setState(toLoading);
    load().then(
      (data) => current && startTransition(() => setState({ status: 'loaded', data })),
      (error: unknown) =>
        current &&
        startTransition(() =>
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
        ),
    );
    return () => {
      current = false;
    };
  }, deps);
  return state;
}
