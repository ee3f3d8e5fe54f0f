import { lazyPage, type RemotePages } from '@pm/ui';
import { ownerScreens as screens } from './owners/owner-screens';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  [screens.list]: lazyPage(() => import('./owners/owners-list-page'), 'OwnersListPage'),
  [screens.add]: lazyPage(() => import('./owners/add-owner-page'), 'AddOwnerPage'),
  [screens.details]: lazyPage(() => import('./owners/owner-details-page'), 'OwnerDetailsPage'),
  [screens.edit]: lazyPage(() => import('./owners/update-owner-page'), 'UpdateOwnerPage'),
};
