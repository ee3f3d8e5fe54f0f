import { type DependencyList, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { LOADING, type LoadState, toLoading } from './use-load';

/**
 * Like useLoad (loading, then error or loaded; again when `deps` change), with a `reload` that reads the
 * data again while the screen keeps showing what it has: after a change, the page does not flash "Loading..."
 * nor lose the focus. A failed reload keeps the data shown (the change itself said how it went). Answers are drawn
 * as transitions, as useLoad's.
 */
export function useReloadable<T>(
  load: () => Promise<T>,
  deps: DependencyList,
): [LoadState<T>, () => Promise<void>] {
  const [state, setState] = useState<LoadState<T>>(LOADING);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const generation = useRef(0);

  const read = useCallback((quiet: boolean) => {
    const current = ++generation.current;
    if (!quiet) setState(toLoading);
    return latestLoad.current().then(
      (data) => {
        if (current === generation.current) startTransition(() => setState({ status: 'loaded', data }));
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        const message = error instanceof Error ? error.message : String(error);
        startTransition(() =>
          setState((previous) =>
            quiet && previous.status === 'loaded' ? previous : { status: 'error', message },
          ),
        );
      },
    );
  }, []);

  useEffect(() => {
    void read(false);
    return () => {
      generation.current++;
    };
  }, deps);

  const reload = useCallback(() => read(true), [read]);
  return [state, reload];
}
