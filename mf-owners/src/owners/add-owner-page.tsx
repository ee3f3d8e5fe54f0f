import { PageHeading } from '@pm/ui';

export function AddOwnerPage() {
  return <PageHeading title="Add Owner" />;
}
