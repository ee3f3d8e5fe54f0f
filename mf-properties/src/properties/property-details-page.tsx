import { PageHeading } from '@pm/ui';

export function PropertyDetailsPage() {
  return <PageHeading title="Property Details" />;
}
