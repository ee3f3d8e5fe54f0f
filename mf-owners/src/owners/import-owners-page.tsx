import { RecordImportPage } from '@pm/ui';
import { ownerScreens } from './owner-screens';

/** "Import Owners" (issue 24): a CSV or XLSX file checked, then imported all or nothing. */
export function ImportOwnersPage() {
  return <RecordImportPage lists={['owners']} screens={ownerScreens} />;
}
