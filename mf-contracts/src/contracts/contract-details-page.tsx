import { PageHeading } from '@pm/ui';

export function ContractDetailsPage() {
  return <PageHeading title="Contract Details" />;
}
