import { auditApi } from '@pm/api-client';
import type { RecordScreens } from '@pm/ui';
import screens from '../screens.json';

/** How the property screens name their records, and where each one is (from the declarations in screens.json). */
export const propertyScreens: RecordScreens = {
  name: 'Property',
  plural: 'Properties',
  list: screens['properties-list'].path,
  add: screens['property-add'].path,
  details: screens['property-details'].path,
  edit: screens['property-update'].path,
  import: screens['properties-import'].path,
  history: (id) => auditApi.list('property', id),
};
