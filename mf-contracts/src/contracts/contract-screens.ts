import { auditApi } from '@pm/api-client';
import type { RecordScreens } from '@pm/ui';

/** SPEC 2: the contract screens. */
export const contractScreens: RecordScreens = {
  name: 'Contract',
  plural: 'Contracts',
  list: '/contracts',
  add: '/contracts/add-contract',
  details: '/contract/:id',
  edit: '/contracts/edit-contract/:id',
  history: (id) => auditApi.list('contract', id),
};
