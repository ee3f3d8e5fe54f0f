import { RecordImportPage } from '@pm/ui';
import { propertyScreens } from './property-screens';

/** "Import Properties" (issue 24): a CSV or XLSX file checked, then imported all or nothing. */
export function ImportPropertiesPage() {
  return <RecordImportPage lists={['properties']} screens={propertyScreens} />;
}
