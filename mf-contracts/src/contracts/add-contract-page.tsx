import { AddRecordPage } from '@pm/ui';
import { contractRecord } from './contract-record';

export const AddContractPage = () => <AddRecordPage record={contractRecord} />;
