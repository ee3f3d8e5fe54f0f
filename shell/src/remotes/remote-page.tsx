import type { RemoteRoutesModule } from '@pm/ui';
import { LoadingState } from '@pm/ui';
import {
  Component,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import { firstPaintDrawsRowsOf, removeFirstPaint } from './first-paint';
import { loadRemoteRoutes } from './remote-registry';

// Drawn only when a remote fails, so its components are not part of every page's download.
const LazyRemoteFailure = lazy(() => import('./remote-failure'));

/** How long a first paint with rows waits for the page's own rows at most (a page that never reports them). */
const ROWS_WAIT_MS = 10_000;

function RemoteFailure(props: { error: Error; onRetry: () => void }) {
  useLayoutEffect(removeFirstPaint, []);
  return (
    <Suspense fallback={null}>
      <LazyRemoteFailure {...props} />
    </Suspense>
  );
}

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; module: RemoteRoutesModule }
  | { status: 'failed'; error: Error };

/** Renders the page that `remote` provides for its declared `screen`, inside an error boundary with a retry. */
export function RemotePage({ remote, screen }: { remote: string; screen: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Read once: the page takes that first paint away once it has drawn its records (@pm/ui useDrawnRecords), or
  // leaving the screen, or ROWS_WAIT_MS.
  const [holdsRows] = useState(() => firstPaintDrawsRowsOf(screen));

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    // The page's own chunk is fetched before it renders, so it shows at once, without a second "Loading...".
    loadRemoteRoutes(remote)
      .then(async (module) => {
        await module.pages[screen]?.preload?.();
        return module;
      })
      .then(
        // A transition, as the first render (bootstrap.tsx): the page renders in slices.
        (module) => active && startTransition(() => setState({ status: 'loaded', module })),
        (error: unknown) =>
          active &&
          setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    return () => {
      active = false;
    };
  }, [remote, screen, attempt]);

  const loading = state.status === 'loading';
  useLayoutEffect(() => {
    if (!loading && !holdsRows) removeFirstPaint();
  }, [loading, holdsRows]);
  useEffect(() => {
    if (!holdsRows || loading) return;
    const timer = setTimeout(removeFirstPaint, ROWS_WAIT_MS);
    return () => {
      clearTimeout(timer);
      removeFirstPaint();
    };
  }, [holdsRows, loading]);

  if (loading) return <LoadingState />;
  if (state.status === 'failed') return <RemoteFailure error={state.error} onRetry={retry} />;
  const Page = state.module.pages[screen];
  if (!Page)
    return <RemoteFailure error={new Error(`${remote} has no page for ${screen}.`)} onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={`${screen}:${attempt}`} onRetry={retry}>
      <Page />
    </RemoteErrorBoundary>
  );
}

class RemoteErrorBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { error: Error | null }
> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('A remote page failed to render', error);
  }

  render() {
    if (this.state.error) return <RemoteFailure error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
