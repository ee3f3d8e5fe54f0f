import { lazyPage, type ScreenPages } from '@pm/ui';
import type screens from './screens.json';

// One page per declared screen, each in its own chunk: a visit downloads only the page it shows.
export const pages: ScreenPages<typeof screens> = {
  'tenants-list': lazyPage(() => import('./tenants/tenants-list-page'), 'TenantsListPage'),
  'tenant-details': lazyPage(() => import('./tenants/tenant-details-page'), 'TenantDetailsPage'),
  'tenant-add': lazyPage(() => import('./tenants/add-tenant-page'), 'AddTenantPage'),
  'tenant-update': lazyPage(() => import('./tenants/edit-tenant-page'), 'EditTenantPage'),
  'tenants-import': lazyPage(() => import('./tenants/import-tenants-page'), 'ImportTenantsPage'),
};
