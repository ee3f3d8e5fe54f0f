import { auditApi } from '@pm/api-client';
import type { RecordScreens } from '@pm/ui';

/** SPEC 2: the tenant screens. */
export const tenantScreens: RecordScreens = {
  name: 'Tenant',
  plural: 'Tenants',
  list: '/tenants',
  add: '/tenants/add-tenant',
  details: '/tenant/:id',
  edit: '/tenants/edit-tenant/:id',
  history: (id) => auditApi.list('tenant', id),
};
