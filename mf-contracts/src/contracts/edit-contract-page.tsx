import { EditRecordPage } from '@pm/ui';
import { contractRecord } from './contract-record';

export const EditContractPage = () => <EditRecordPage record={contractRecord} />;
