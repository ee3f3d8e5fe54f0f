import { tenantsApi } from '@pm/api-client';
import type { Tenant } from '@pm/schemas/records';
import { actionsColumn, type DataColumn, RecordListPage } from '@pm/ui';
import { tenantScreens } from './tenant-screens';

const columns: DataColumn<Tenant>[] = [
  { key: 'name', header: 'Name', cell: (tenant) => tenant.profile.firstName },
  { key: 'email', header: 'Email', cell: (tenant) => tenant.email },
  { key: 'nickName', header: 'Nickname', cell: (tenant) => tenant.profile.nickName },
  { key: 'surName', header: 'Surname', cell: (tenant) => tenant.profile.surName },
  { key: 'contactNo', header: 'Contact No.', cell: (tenant) => tenant.profile.contactNo },
  { key: 'nationality', header: 'Nationality', cell: (tenant) => tenant.profile.nationality },
  actionsColumn(tenantScreens, (tenant) => tenant.profile.firstName),
];

export function TenantsListPage() {
  return <RecordListPage screens={tenantScreens} list={tenantsApi.list} columns={columns} rowOpensDetails />;
}
