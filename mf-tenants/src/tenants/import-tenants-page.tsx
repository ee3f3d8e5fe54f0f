import { RecordImportPage } from '@pm/ui';
import { tenantScreens } from './tenant-screens';

/** "Import Tenants" (issue 24): a file of tenants, or of their sub-tenants, checked, then imported all or nothing. */
export function ImportTenantsPage() {
  return <RecordImportPage lists={['tenants', 'sub-tenants']} screens={tenantScreens} />;
}
