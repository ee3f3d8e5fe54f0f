import { PageHeading } from '@pm/ui';

export function TenantDetailsPage() {
  return <PageHeading title="Tenant Details" />;
}
