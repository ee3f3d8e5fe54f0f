import { PageHeading } from '@pm/ui';

export function DashboardPage() {
  return <PageHeading title="Dashboard" />;
}
