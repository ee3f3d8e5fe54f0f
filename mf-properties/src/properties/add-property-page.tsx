import { AddRecordPage } from '@pm/ui';
import { propertyRecord } from './property-record';

export const AddPropertyPage = () => <AddRecordPage record={propertyRecord} />;
