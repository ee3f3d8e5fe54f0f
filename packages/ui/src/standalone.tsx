import { FeedbackHost } from '@pm/ui/feedback';
import { CssBaseline, ThemeProvider } from '@pm/ui/mui-basics';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerScreenPaths } from './navigation';
import type { RemotePages } from './remote-contract';
import { theme } from './theme';

/**
 * Development only: a remote served on its own (`pnpm --filter mf-owners dev`) renders its pages without the
 * shell, so a page can be worked on in isolation. The shell never calls this.
 */
export function renderStandalone(pages: RemotePages, screens: Record<string, { path: string }>): void {
  registerScreenPaths(Object.fromEntries(Object.entries(screens).map(([id, { path }]) => [id, path])));
  const router = createBrowserRouter(
    Object.entries(pages).map(([id, Page]) => ({ path: screens[id]?.path, element: <Page /> })),
  );
  createRoot(document.getElementById('root') as HTMLElement).render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      <FeedbackHost />
    </ThemeProvider>,
  );
}
