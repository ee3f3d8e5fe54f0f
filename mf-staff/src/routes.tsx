import { lazyPage, type ScreenPages } from '@pm/ui';
import type screens from './screens.json';

// One page per declared screen, each in its own chunk: a visit downloads only the page it shows.
export const pages: ScreenPages<typeof screens> = {
  'staff-list': lazyPage(() => import('./staff/staff-list-page'), 'StaffListPage'),
  'staff-invite': lazyPage(() => import('./staff/invite-staff-page'), 'InviteStaffPage'),
  'staff-details': lazyPage(() => import('./staff/staff-details-page'), 'StaffDetailsPage'),
  account: lazyPage(() => import('./account/account-page'), 'AccountPage'),
};
