import type { RemotePages } from '@pm/ui';
import { DashboardPage } from './dashboard/dashboard-page';

export const pages: RemotePages = {
  '/': DashboardPage,
};
