import { lazyPage, type ScreenPages } from '@pm/ui';
import type screens from './screens.json';

// One page per declared screen, each in its own chunk: a visit downloads only the page it shows.
export const pages: ScreenPages<typeof screens> = {
  'owners-list': lazyPage(() => import('./owners/owners-list-page'), 'OwnersListPage'),
  'owner-add': lazyPage(() => import('./owners/add-owner-page'), 'AddOwnerPage'),
  'owner-details': lazyPage(() => import('./owners/owner-details-page'), 'OwnerDetailsPage'),
  'owner-update': lazyPage(() => import('./owners/update-owner-page'), 'UpdateOwnerPage'),
  'owners-import': lazyPage(() => import('./owners/import-owners-page'), 'ImportOwnersPage'),
};
