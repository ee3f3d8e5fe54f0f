// Test support of the shell's app tests (never imported by app code), with the runtime of testing/fake-runtime.
import { FeedbackHost } from '@pm/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app';

/** Opens the whole app at `path`, after `before` (another control of the page) if given; answers its router. */
export function visitApp(path: string, before?: ReactNode) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  render(
    <>
      {before}
      <RouterProvider router={router} />
      <FeedbackHost />
    </>,
  );
  return router;
}
