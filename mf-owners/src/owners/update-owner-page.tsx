import { PageHeading } from '@pm/ui';

export function UpdateOwnerPage() {
  return <PageHeading title="Update Owner" />;
}
