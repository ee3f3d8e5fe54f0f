import type { PropertySummary } from '@pm/schemas/records';
import { type DataColumn, fieldColumns } from './data-table';

/** SPEC 2: the property table of the owner and tenant details pages (name, condo name, address, size, rooms,
 * monthly rent, status). */
export const propertySummaryColumns: DataColumn<PropertySummary>[] = [
  ...fieldColumns<PropertySummary>({
    name: 'Name',
    condoName: 'Condo Name',
    address: 'Address',
    size: 'Size',
    rooms: 'Rooms',
  }),
  { key: 'monthlyRent', header: 'Monthly Rent', cell: (property) => property.financialInfo?.monthlyRent },
  { key: 'status', header: 'Status', cell: (property) => property.status },
];
