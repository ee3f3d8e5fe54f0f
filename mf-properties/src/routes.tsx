import { lazyPage, type ScreenPages } from '@pm/ui';
import type screens from './screens.json';

// One page per declared screen, each in its own chunk: a visit downloads only the page it shows.
export const pages: ScreenPages<typeof screens> = {
  'properties-list': lazyPage(() => import('./properties/properties-list-page'), 'PropertiesListPage'),
  'property-details': lazyPage(() => import('./properties/property-details-page'), 'PropertyDetailsPage'),
  'property-add': lazyPage(() => import('./properties/add-property-page'), 'AddPropertyPage'),
  'property-update': lazyPage(() => import('./properties/update-property-page'), 'UpdatePropertyPage'),
  'properties-import': lazyPage(() => import('./properties/import-properties-page'), 'ImportPropertiesPage'),
};
