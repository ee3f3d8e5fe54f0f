import { lazyPage, type RemotePages } from '@pm/ui';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  '/properties': lazyPage(() => import('./properties/properties-list-page'), 'PropertiesListPage'),
  '/property/:id': lazyPage(() => import('./properties/property-details-page'), 'PropertyDetailsPage'),
  '/properties/add-property': lazyPage(() => import('./properties/add-property-page'), 'AddPropertyPage'),
  '/properties/update-property/:id': lazyPage(
    () => import('./properties/update-property-page'),
    'UpdatePropertyPage',
  ),
};
