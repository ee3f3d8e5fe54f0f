import { lazyPage, type RemotePages } from '@pm/ui';
import { tenantScreens as screens } from './tenants/tenant-screens';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  [screens.list]: lazyPage(() => import('./tenants/tenants-list-page'), 'TenantsListPage'),
  [screens.details]: lazyPage(() => import('./tenants/tenant-details-page'), 'TenantDetailsPage'),
  [screens.add]: lazyPage(() => import('./tenants/add-tenant-page'), 'AddTenantPage'),
  [screens.edit]: lazyPage(() => import('./tenants/edit-tenant-page'), 'EditTenantPage'),
};
