import type { PropertySummary } from '@pm/schemas/property';
import type { DataColumn } from './data-table';

/** SPEC 2: the property table of the owner and tenant details pages (name, condo name, address, size, rooms,
 * monthly rent, status). */
export const propertySummaryColumns: DataColumn<PropertySummary>[] = [
  { key: 'name', header: 'Name', cell: (property) => property.name },
  { key: 'condoName', header: 'Condo Name', cell: (property) => property.condoName },
  { key: 'address', header: 'Address', cell: (property) => property.address },
  { key: 'size', header: 'Size', cell: (property) => property.size },
  { key: 'rooms', header: 'Rooms', cell: (property) => property.rooms },
  { key: 'monthlyRent', header: 'Monthly Rent', cell: (property) => property.financialInfo?.monthlyRent },
  { key: 'status', header: 'Status', cell: (property) => property.status },
];
