import { EditRecordPage } from '@pm/ui';
import { propertyRecord } from './property-record';

export const UpdatePropertyPage = () => <EditRecordPage record={propertyRecord} />;
