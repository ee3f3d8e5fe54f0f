import { ApiError, tenantsApi } from '@pm/api-client';
import { storedTenant } from '@pm/schemas/testing';
import { listPageCases } from '@pm/ui/page-tests';
import { TenantsListPage } from './tenants-list-page';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('@pm/ui/testing')).mockApis(importActual, { tenantsApi: ['list'] }),
);

describe('Tenants list (/tenants)', () => {
  listPageCases({
    path: '/tenants',
    page: <TenantsListPage />,
    list: vi.mocked(tenantsApi.list),
    plural: 'tenants',
    record: storedTenant,
    title: 'Tenants',
    columns: ['Name', 'Email', 'Nickname', 'Surname', 'Contact No.', 'Nationality', 'Actions'],
    cells: ['John', 'john@example.com', 'Johnny', 'Smith', '0812345678', 'British'],
    add: { label: 'Add Tenant', to: '/tenants/add-tenant' },
    emptyText: 'No Tenants Available',
    failure: new ApiError('Please sign in again.', 401),
    actions: {
      button: 'Actions for John',
      view: '/tenant/:id',
      update: '/tenants/edit-tenant/:id',
      deleteLog: 'Delete tenant',
    },
    rowOpensDetails: true,
  });
});
