import { PageHeading } from '@pm/ui';

export function EditTenantPage() {
  return <PageHeading title="Update Tenant" />;
}
