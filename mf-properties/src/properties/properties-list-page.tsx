import { propertiesApi } from '@pm/api-client';
import type { Property } from '@pm/schemas/property';
import {
  ActionMenu,
  type DataColumn,
  DataTable,
  LoadStates,
  PageHeading,
  StaticPager,
  useLoad,
} from '@pm/ui';
import { Button } from '@pm/ui/mui-basics';
import { Link } from '@pm/ui/navigation';
import { formatAmount, PropertyStatusChip } from './property-format';

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
  {
    key: 'actions',
    header: 'Actions',
    cell: (property) => (
      <ActionMenu
        label={`Actions for ${property.name}`}
        viewTo={`/property/${property._id}`}
        updateTo={`/properties/update-property/${property._id}`}
        onDelete={() => console.log('Delete property', property._id)}
      />
    ),
  },
];

export function PropertiesListPage() {
  const properties = useLoad(() => propertiesApi.list(1, 15).then((answer) => answer.data), []);
  return (
    <>
      <PageHeading
        title="Properties"
        actions={
          <Button component={Link} to="/properties/add-property" variant="contained">
            Add Property
          </Button>
        }
      />
      <LoadStates state={properties} errorText="Oops! Something went wrong.">
        {(data) => (
          <>
            <DataTable label="Properties" columns={columns} rows={data} emptyText="No Properties Available" />
            <StaticPager />
          </>
        )}
      </LoadStates>
    </>
  );
}
