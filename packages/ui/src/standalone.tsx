import { FeedbackHost } from '@pm/ui/feedback';
import { CssBaseline, ThemeProvider } from '@pm/ui/mui-basics';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { RemotePages } from './remote-contract';
import { theme } from './theme';

/**
 * Development only: a remote served on its own (`pnpm --filter mf-owners dev`) renders its pages without the
 * shell, so a page can be worked on in isolation. The shell never calls this.
 */
export function renderStandalone(pages: RemotePages): void {
  const router = createBrowserRouter(
    Object.entries(pages).map(([path, Page]) => ({ path, element: <Page /> })),
  );
  createRoot(document.getElementById('root') as HTMLElement).render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      <FeedbackHost />
    </ThemeProvider>,
  );
}
