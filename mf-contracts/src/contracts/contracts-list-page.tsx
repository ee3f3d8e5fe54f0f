import { PageHeading } from '@pm/ui';

export function ContractsListPage() {
  return <PageHeading title="Contracts" />;
}
