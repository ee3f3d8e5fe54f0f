import { auditApi } from '@pm/api-client';
import type { RecordScreens } from '@pm/ui';

/** SPEC 2: the property screens. */
export const propertyScreens: RecordScreens = {
  name: 'Property',
  plural: 'Properties',
  list: '/properties',
  add: '/properties/add-property',
  details: '/property/:id',
  edit: '/properties/update-property/:id',
  history: (id) => auditApi.list('property', id),
};
