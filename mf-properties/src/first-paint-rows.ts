// For the build alone (pm-first-paints): the properties list's first paint carries its first page of properties,
// drawn by the server into rows drawn from these samples (@pm/ui FirstPaintRowsSource). The browser never loads it.
import { propertyList } from '@pm/api-contract/routes';
import { PROPERTY_STATUSES, type PropertyStatus } from '@pm/schemas/property-fields';
import { storedProperty } from '@pm/schemas/testing';
import type { ScreenFirstPaintRows } from '@pm/ui';
import type screens from './screens.json';

/**
 * A sample for each status, which the row draws as a chip of the status's colour. "closed" is drawn in the default
 * colour, as any other text would be: its row takes the status as a text, so it comes last, after the rows of the
 * coloured ones, which are tried first.
 */
const DEFAULT_COLOURED: PropertyStatus = 'closed';
const statuses = [...PROPERTY_STATUSES.filter((status) => status !== DEFAULT_COLOURED), DEFAULT_COLOURED];

export const firstPaintRows: ScreenFirstPaintRows<typeof screens> = {
  'properties-list': {
    route: propertyList,
    samples: statuses.map((status) => ({ ...storedProperty, status })),
  },
};
