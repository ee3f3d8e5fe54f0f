import { PageHeading } from '@pm/ui';

export function OwnersListPage() {
  return <PageHeading title="Owners" />;
}
