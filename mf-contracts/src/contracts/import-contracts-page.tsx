import { RecordImportPage } from '@pm/ui';
import { contractScreens } from './contract-screens';

/** "Import Contracts" (issue 24): a CSV or XLSX file checked, then imported all or nothing. */
export function ImportContractsPage() {
  return <RecordImportPage lists={['contracts']} screens={contractScreens} />;
}
