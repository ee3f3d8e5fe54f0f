import { type DependencyList, startTransition, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; data: T };

/**
 * SPEC 4: a data screen goes loading, then error or loaded. Runs `load` again when `deps` change and ignores
 * answers that arrive after the screen moved on. The answer is drawn as a transition: React yields to the browser
 * every few milliseconds while it draws a page of rows, instead of holding a phone's main thread for the whole page.
 */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
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
