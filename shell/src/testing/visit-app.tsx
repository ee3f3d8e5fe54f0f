// Test support of the shell's app tests (never imported by app code), with the runtime of testing/fake-runtime.
import { FeedbackHost } from '@pm/ui';
import { registerScreenPaths } from '@pm/ui/navigation';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app';
import { type RouteTable, screenPathsOf } from '../routes/route-table';
import { RouteTableContext } from '../routes/route-table-context';
import { workspaceRouteTable } from './workspace-screens';

/**
 * Opens the whole app at `path` with the route table of `table` (by default every remote of this workspace), after
 * `before` (another control of the page) if given; answers its router.
 */
export function visitApp(path: string, before?: ReactNode, table: RouteTable = workspaceRouteTable()) {
  registerScreenPaths(screenPathsOf(table));
  const router = createMemoryRouter(appRoutes(table), { initialEntries: [path] });
  render(
    <RouteTableContext value={table}>
      {before}
      <RouterProvider router={router} />
      <FeedbackHost />
    </RouteTableContext>,
  );
  return router;
}
