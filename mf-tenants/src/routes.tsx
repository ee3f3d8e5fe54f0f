import type { RemotePages } from '@pm/ui';
import { AddTenantPage } from './tenants/add-tenant-page';
import { EditTenantPage } from './tenants/edit-tenant-page';
import { TenantDetailsPage } from './tenants/tenant-details-page';
import { TenantsListPage } from './tenants/tenants-list-page';

export const pages: RemotePages = {
  '/tenants': TenantsListPage,
  '/tenant/:id': TenantDetailsPage,
  '/tenants/add-tenant': AddTenantPage,
  '/tenants/edit-tenant/:id': EditTenantPage,
};
