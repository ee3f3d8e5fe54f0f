import { AddRecordPage } from '@pm/ui';
import { ownerRecord } from './owner-record';

export const AddOwnerPage = () => <AddRecordPage record={ownerRecord} />;
