import { propertiesApi } from '@pm/api-client';
import type { Property } from '@pm/schemas/property';
import { actionsColumn, type DataColumn, formatAmount, RecordListPage } from '@pm/ui';
import { PropertyStatusChip } from './property-format';

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
  actionsColumn({
    noun: 'property',
    name: (property) => property.name,
    viewPath: (property) => `/property/${property._id}`,
    editPath: (property) => `/properties/update-property/${property._id}`,
  }),
];

export function PropertiesListPage() {
  return (
    <RecordListPage
      title="Properties"
      add={{ label: 'Add Property', to: '/properties/add-property' }}
      list={propertiesApi.list}
      columns={columns}
      emptyText="No Properties Available"
      errorText="Oops! Something went wrong."
    />
  );
}
