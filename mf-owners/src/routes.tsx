import type { RemotePages } from '@pm/ui';
import { AddOwnerPage } from './owners/add-owner-page';
import { OwnerDetailsPage } from './owners/owner-details-page';
import { OwnersListPage } from './owners/owners-list-page';
import { UpdateOwnerPage } from './owners/update-owner-page';

export const pages: RemotePages = {
  '/owners': OwnersListPage,
  '/add-owner': AddOwnerPage,
  '/owner/:id': OwnerDetailsPage,
  '/owners/update-owner/:id': UpdateOwnerPage,
};
