import { lazyPage, type RemotePages } from '@pm/ui';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  '/': lazyPage(() => import('./dashboard/dashboard-page'), 'DashboardPage'),
};
