import { PageHeading } from '@pm/ui';

export function OwnerDetailsPage() {
  return <PageHeading title="Owner Details" />;
}
