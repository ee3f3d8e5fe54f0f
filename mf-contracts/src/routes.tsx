import { lazyPage, type ScreenPages } from '@pm/ui';
import type screens from './screens.json';

// One page per declared screen, each in its own chunk: a visit downloads only the page it shows.
export const pages: ScreenPages<typeof screens> = {
  'contracts-list': lazyPage(() => import('./contracts/contracts-list-page'), 'ContractsListPage'),
  'contract-details': lazyPage(() => import('./contracts/contract-details-page'), 'ContractDetailsPage'),
  'contract-add': lazyPage(() => import('./contracts/add-contract-page'), 'AddContractPage'),
  'contract-update': lazyPage(() => import('./contracts/edit-contract-page'), 'EditContractPage'),
  'contracts-expiring': lazyPage(
    () => import('./contracts/expiring-contracts-page'),
    'ExpiringContractsPage',
  ),
  'contract-renew': lazyPage(() => import('./contracts/renew-contract-page'), 'RenewContractPage'),
  'contracts-import': lazyPage(() => import('./contracts/import-contracts-page'), 'ImportContractsPage'),
};
