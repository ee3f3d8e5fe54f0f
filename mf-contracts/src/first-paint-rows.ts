// For the build alone (pm-first-paints): the contracts list's first paint carries its first page of contracts, drawn
// by the server into rows drawn from this sample (@pm/ui FirstPaintRowsSource). The browser never loads it.
import { contractList } from '@pm/api-contract/routes';
import { storedContract } from '@pm/schemas/testing';
import type { ScreenFirstPaintRows } from '@pm/ui';
import type screens from './screens.json';

export const firstPaintRows: ScreenFirstPaintRows<typeof screens> = {
  'contracts-list': { route: contractList, samples: [storedContract] },
};
