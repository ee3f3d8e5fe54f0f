import { auditApi } from '@pm/api-client';
import type { RecordScreens } from '@pm/ui';

/** SPEC 2: the owner screens. */
export const ownerScreens: RecordScreens = {
  name: 'Owner',
  plural: 'Owners',
  list: '/owners',
  add: '/add-owner',
  details: '/owner/:id',
  edit: '/owners/update-owner/:id',
  history: (id) => auditApi.list('owner', id),
};
