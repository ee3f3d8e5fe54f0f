import { PageHeading } from '@pm/ui';

export function EditPropertyPage() {
  return <PageHeading title="Edit Property" />;
}
