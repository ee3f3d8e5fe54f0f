import { PageHeading } from '@pm/ui';

export function EditContractPage() {
  return <PageHeading title="Edit Contract" />;
}
