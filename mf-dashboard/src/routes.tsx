import { lazyPage, type ScreenPages } from '@pm/ui';
import type screens from './screens.json';

// One page per declared screen, each in its own chunk: a visit downloads only the page it shows.
export const pages: ScreenPages<typeof screens> = {
  dashboard: lazyPage(() => import('./dashboard/dashboard-page'), 'DashboardPage'),
};
