import { PageHeading } from '@pm/ui';

export function AddTenantPage() {
  return <PageHeading title="Add Tenant" />;
}
