import { PageHeading } from '@pm/ui';

export function TenantsListPage() {
  return <PageHeading title="Tenants" />;
}
