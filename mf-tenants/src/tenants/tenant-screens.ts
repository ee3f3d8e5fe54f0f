import { auditApi } from '@pm/api-client';
import type { RecordScreens } from '@pm/ui';
import screens from '../screens.json';

/** How the tenant screens name their records, and where each one is (from the declarations in screens.json). */
export const tenantScreens: RecordScreens = {
  name: 'Tenant',
  plural: 'Tenants',
  list: screens['tenants-list'].path,
  add: screens['tenant-add'].path,
  details: screens['tenant-details'].path,
  edit: screens['tenant-update'].path,
  import: screens['tenants-import'].path,
  history: (id) => auditApi.list('tenant', id),
};
