import { useIsSignedIn } from '@pm/session';
import { FeedbackHost, LoadingState, theme } from '@pm/ui';
import { CssBaseline, ThemeProvider } from '@pm/ui/mui-basics';
import { screenPath } from '@pm/ui/navigation';
import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from './pages/not-found-page';
import { RemotePage } from './remotes/remote-page';
import { SIGN_IN_SCREEN } from './routes/named-screens';
import type { RouteTable } from './routes/route-table';
import { RouteTableContext } from './routes/route-table-context';

// The layout (drawer, top bar, menus) is for signed-in pages only: the public screens never download it.
const AppLayout = lazy(() =>
  import(/* webpackChunkName: "layout" */ './layout/app-layout').then((module) => ({
    default: module.AppLayout,
  })),
);

const HOME = '/';

function RequireSignedIn() {
  const signIn = screenPath(SIGN_IN_SCREEN);
  if (useIsSignedIn()) return <Outlet />;
  return signIn ? <Navigate to={signIn} replace /> : <NotFoundPage />;
}

function RequireSignedOut() {
  return useIsSignedIn() ? <Navigate to={HOME} replace /> : <Outlet />;
}

export function appRoutes(table: RouteTable): RouteObject[] {
  const publicRoutes = table.routes.filter((route) => route.public);
  const protectedRoutes = table.routes.filter((route) => !route.public);
  return [
    {
      element: <RequireSignedOut />,
      children: publicRoutes.map((route) => ({
        path: route.path,
        element: route.remote && <RemotePage remote={route.remote} screen={route.id} />,
      })),
    },
    {
      element: <RequireSignedIn />,
      children: protectedRoutes.map((route) => ({
        path: route.path,
        element: (
          <Suspense fallback={<LoadingState />}>
            <AppLayout route={route}>
              {route.remote && <RemotePage remote={route.remote} screen={route.id} />}
            </AppLayout>
          </Suspense>
        ),
      })),
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** The routes rendered inside whichever router holds the location (the browser's, or a test's). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function App({ table }: { table: RouteTable }) {
  const routes = useMemo(() => appRoutes(table), [table]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouteTableContext value={table}>
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </RouteTableContext>
      <FeedbackHost />
    </ThemeProvider>
  );
}
