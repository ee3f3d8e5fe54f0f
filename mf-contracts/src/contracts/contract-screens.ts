import { auditApi } from '@pm/api-client';
import type { RecordScreens } from '@pm/ui';
import screens from '../screens.json';

/** How the contract screens name their records, and where each one is (from the declarations in screens.json). */
export const contractScreens: RecordScreens = {
  name: 'Contract',
  plural: 'Contracts',
  list: screens['contracts-list'].path,
  add: screens['contract-add'].path,
  details: screens['contract-details'].path,
  edit: screens['contract-update'].path,
  import: screens['contracts-import'].path,
  history: (id) => auditApi.list('contract', id),
};
