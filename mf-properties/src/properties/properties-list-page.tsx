import { propertiesApi } from '@pm/api-client';
import type { Property } from '@pm/schemas/property';
import { actionsColumn, type DataColumn, formatAmount, RecordListPage } from '@pm/ui';
import { PropertyStatusChip } from './property-format';
import { propertyScreens } from './property-screens';

const columns: DataColumn<Property>[] = [
  { key: 'name', header: 'Name', cell: (property) => property.name },
  { key: 'condoName', header: 'CondoName', cell: (property) => property.condoName },
  { key: 'address', header: 'Address', cell: (property) => property.address },
  { key: 'size', header: 'Size', cell: (property) => property.size },
  { key: 'rooms', header: 'Rooms', cell: (property) => property.rooms },
  {
    key: 'monthlyRent',
    header: 'Monthly Rent',
    cell: (property) => formatAmount(property.financialInfo?.monthlyRent),
  },
  { key: 'status', header: 'Status', cell: (property) => <PropertyStatusChip status={property.status} /> },
  actionsColumn(propertyScreens, (property) => property.name),
];

export function PropertiesListPage() {
  return (
    <RecordListPage
      screens={propertyScreens}
      list={propertiesApi.list}
      columns={columns}
      errorText="Oops! Something went wrong."
    />
  );
}
