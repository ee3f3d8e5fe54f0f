import { RecordImportPage } from '@pm/ui';
import { tenantScreens } from './tenant-screens';

/** "Import Tenants" (issue 24): a CSV or XLSX file checked, then imported all or nothing; no sub-tenants yet. */
export function ImportTenantsPage() {
  return (
    <RecordImportPage
      list="tenants"
      screens={tenantScreens}
      note="Sub-tenants are not imported yet: add them on each tenant's edit page."
    />
  );
}
