import { lazyPage, type RemotePages } from '@pm/ui';
import { propertyScreens as screens } from './properties/property-screens';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  [screens.list]: lazyPage(() => import('./properties/properties-list-page'), 'PropertiesListPage'),
  [screens.details]: lazyPage(() => import('./properties/property-details-page'), 'PropertyDetailsPage'),
  [screens.add]: lazyPage(() => import('./properties/add-property-page'), 'AddPropertyPage'),
  [screens.edit]: lazyPage(() => import('./properties/update-property-page'), 'UpdatePropertyPage'),
};
