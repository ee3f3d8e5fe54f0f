import { lazyPage, type RemotePages } from '@pm/ui';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  '/tenants': lazyPage(() => import('./tenants/tenants-list-page'), 'TenantsListPage'),
  '/tenant/:id': lazyPage(() => import('./tenants/tenant-details-page'), 'TenantDetailsPage'),
  '/tenants/add-tenant': lazyPage(() => import('./tenants/add-tenant-page'), 'AddTenantPage'),
  '/tenants/edit-tenant/:id': lazyPage(() => import('./tenants/edit-tenant-page'), 'EditTenantPage'),
};
