import { AddRecordPage } from '@pm/ui';
import { tenantRecord } from './tenant-record';

export const AddTenantPage = () => <AddRecordPage record={tenantRecord} />;
