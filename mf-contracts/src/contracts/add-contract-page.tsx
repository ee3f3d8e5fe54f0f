import { PageHeading } from '@pm/ui';

export function AddContractPage() {
  return <PageHeading title="Add Contract" />;
}
