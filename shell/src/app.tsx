import { CssBaseline, ThemeProvider } from '@mui/material';
import { useIsSignedIn } from '@pm/session';
import { FeedbackHost, theme } from '@pm/ui';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RemotePage } from './remotes/remote-page';
import { protectedRoutes, publicRoutes } from './route-table';

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
          <AppLayout route={route}>
            {route.remote && <RemotePage remote={route.remote} path={route.path} />}
          </AppLayout>
        ),
      })),
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      <FeedbackHost />
    </ThemeProvider>
  );
}
