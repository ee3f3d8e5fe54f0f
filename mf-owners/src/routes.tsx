import { lazyPage, type RemotePages } from '@pm/ui';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  '/owners': lazyPage(() => import('./owners/owners-list-page'), 'OwnersListPage'),
  '/add-owner': lazyPage(() => import('./owners/add-owner-page'), 'AddOwnerPage'),
  '/owner/:id': lazyPage(() => import('./owners/owner-details-page'), 'OwnerDetailsPage'),
  '/owners/update-owner/:id': lazyPage(() => import('./owners/update-owner-page'), 'UpdateOwnerPage'),
};
