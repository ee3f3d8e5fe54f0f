import { PageHeading } from '@pm/ui';

export function AddPropertyPage() {
  return <PageHeading title="Add Property" />;
}
