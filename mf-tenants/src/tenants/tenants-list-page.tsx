import { tenantsApi } from '@pm/api-client';
import type { Tenant } from '@pm/schemas/tenant';
import { actionsColumn, type DataColumn, RecordListPage } from '@pm/ui';

const columns: DataColumn<Tenant>[] = [
  { key: 'name', header: 'Name', cell: (tenant) => tenant.profile.firstName },
  { key: 'email', header: 'Email', cell: (tenant) => tenant.email },
  { key: 'nickName', header: 'Nickname', cell: (tenant) => tenant.profile.nickName },
  { key: 'surName', header: 'Surname', cell: (tenant) => tenant.profile.surName },
  { key: 'contactNo', header: 'Contact No.', cell: (tenant) => tenant.profile.contactNo },
  { key: 'nationality', header: 'Nationality', cell: (tenant) => tenant.profile.nationality },
  actionsColumn({
    noun: 'tenant',
    name: (tenant) => tenant.profile.firstName,
    viewPath: (tenant) => `/tenant/${tenant._id}`,
    editPath: (tenant) => `/tenants/edit-tenant/${tenant._id}`,
  }),
];

export function TenantsListPage() {
  return (
    <RecordListPage
      title="Tenants"
      add={{ label: 'Add Tenant', to: '/tenants/add-tenant' }}
      list={tenantsApi.list}
      columns={columns}
      emptyText="No Tenants Available"
      rowPath={(tenant) => `/tenant/${tenant._id}`}
    />
  );
}
