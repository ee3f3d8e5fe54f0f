import { useIsSignedIn } from '@pm/session';
import { FeedbackHost, LoadingState, theme } from '@pm/ui';
import { CssBaseline, ThemeProvider } from '@pm/ui/mui-basics';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from './pages/not-found-page';
import { RemotePage } from './remotes/remote-page';
import { protectedRoutes, publicRoutes } from './route-table';

// The layout (drawer, top bar, menus) is for signed-in pages only: /login and recovery never download it.
const AppLayout = lazy(() => import('./layout/app-layout').then((module) => ({ default: module.AppLayout })));

function RequireSignedIn() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}

function RequireSignedOut() {
  return useIsSignedIn() ? <Navigate to="/" replace /> : <Outlet />;
}

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RequireSignedOut />,
      children: publicRoutes.map(({ path, remote }) => ({
        path,
        element: <RemotePage remote={remote} path={path} />,
      })),
    },
    {
      element: <RequireSignedIn />,
      children: protectedRoutes.map((route) => ({
        path: route.path,
        element: (
          <Suspense fallback={<LoadingState />}>
            <AppLayout route={route}>
              {route.remote && <RemotePage remote={route.remote} path={route.path} />}
            </AppLayout>
          </Suspense>
        ),
      })),
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

const routes = appRoutes();

/** The route table rendered inside whichever router holds the location (the browser's, or a test's). */
export function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <FeedbackHost />
    </ThemeProvider>
  );
}
