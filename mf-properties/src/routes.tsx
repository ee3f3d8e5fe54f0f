import type { RemotePages } from '@pm/ui';
import { AddPropertyPage } from './properties/add-property-page';
import { PropertiesListPage } from './properties/properties-list-page';
import { PropertyDetailsPage } from './properties/property-details-page';
import { UpdatePropertyPage } from './properties/update-property-page';

export const pages: RemotePages = {
  '/properties': PropertiesListPage,
  '/property/:id': PropertyDetailsPage,
  '/properties/add-property': AddPropertyPage,
  '/properties/update-property/:id': UpdatePropertyPage,
};
