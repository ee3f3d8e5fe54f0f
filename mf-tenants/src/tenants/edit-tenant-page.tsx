import { EditRecordPage } from '@pm/ui';
import { tenantRecord } from './tenant-record';

export const EditTenantPage = () => <EditRecordPage record={tenantRecord} />;
