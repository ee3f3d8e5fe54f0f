import { PageHeading } from '@pm/ui';

export function PropertiesListPage() {
  return <PageHeading title="Properties" />;
}
