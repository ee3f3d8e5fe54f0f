import { auditApi } from '@pm/api-client';
import type { RecordScreens } from '@pm/ui';
import screens from '../screens.json';

/** How the owner screens name their records, and where each one is (from the declarations in screens.json). */
export const ownerScreens: RecordScreens = {
  name: 'Owner',
  plural: 'Owners',
  list: screens['owners-list'].path,
  add: screens['owner-add'].path,
  details: screens['owner-details'].path,
  edit: screens['owner-update'].path,
  import: screens['owners-import'].path,
  history: (id) => auditApi.list('owner', id),
};
