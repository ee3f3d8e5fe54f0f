import { tenantsApi } from '@pm/api-client';
import type { Tenant } from '@pm/schemas/tenant';
import {
  ActionMenu,
  type DataColumn,
  DataTable,
  LoadStates,
  PageHeading,
  StaticPager,
  useLoad,
} from '@pm/ui';
import { Button } from '@pm/ui/mui-basics';
import { Link, useNavigate } from '@pm/ui/navigation';

const columns: DataColumn<Tenant>[] = [
  { key: 'name', header: 'Name', cell: (tenant) => tenant.profile.firstName },
  { key: 'email', header: 'Email', cell: (tenant) => tenant.email },
  { key: 'nickName', header: 'Nickname', cell: (tenant) => tenant.profile.nickName },
  { key: 'surName', header: 'Surname', cell: (tenant) => tenant.profile.surName },
  { key: 'contactNo', header: 'Contact No.', cell: (tenant) => tenant.profile.contactNo },
  { key: 'nationality', header: 'Nationality', cell: (tenant) => tenant.profile.nationality },
  {
    key: 'actions',
    header: 'Actions',
    cell: (tenant) => (
      <ActionMenu
        label={`Actions for ${tenant.profile.firstName}`}
        viewTo={`/tenant/${tenant._id}`}
        updateTo={`/tenants/edit-tenant/${tenant._id}`}
        onDelete={() => console.log('Delete tenant', tenant._id)}
      />
    ),
  },
];

export function TenantsListPage() {
  const navigate = useNavigate();
  const tenants = useLoad(() => tenantsApi.list(1, 15).then((answer) => answer.data), []);
  return (
    <>
      <PageHeading
        title="Tenants"
        actions={
          <Button component={Link} to="/tenants/add-tenant" variant="contained">
            Add Tenant
          </Button>
        }
      />
      <LoadStates state={tenants}>
        {(data) => (
          <>
            <DataTable
              label="Tenants"
              columns={columns}
              rows={data}
              onRowClick={(tenant) => navigate(`/tenant/${tenant._id}`)}
              emptyText="No Tenants Available"
            />
            <StaticPager />
          </>
        )}
      </LoadStates>
    </>
  );
}
