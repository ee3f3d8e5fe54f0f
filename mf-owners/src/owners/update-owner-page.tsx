import { EditRecordPage } from '@pm/ui';
import { ownerRecord } from './owner-record';

export const UpdateOwnerPage = () => <EditRecordPage record={ownerRecord} />;
