import { propertiesApi } from '@pm/api-client';
import type { Property } from '@pm/schemas/records';
import {
  actionsColumn,
  changeColumns,
  type DataColumn,
  formatAmount,
  propertySummaryColumns,
  RecordListPage,
} from '@pm/ui';
import { PropertyStatusChip } from './property-format';
import { propertyScreens } from './property-screens';

/**
 * SPEC 2: the property columns of the owner and tenant pages, with "CondoName" spelled so, the rent as an amount
 * and the status as a chip; then the actions.
 */
const columns: DataColumn<Property>[] = [
  ...changeColumns<Property>(propertySummaryColumns, {
    condoName: { header: 'CondoName' },
    monthlyRent: { cell: (property) => formatAmount(property.financialInfo?.monthlyRent) },
    status: { cell: (property) => <PropertyStatusChip status={property.status} /> },
  }),
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
