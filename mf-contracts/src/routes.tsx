import { lazyPage, type RemotePages } from '@pm/ui';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  '/contracts': lazyPage(() => import('./contracts/contracts-list-page'), 'ContractsListPage'),
  '/contract/:id': lazyPage(() => import('./contracts/contract-details-page'), 'ContractDetailsPage'),
  '/contracts/add-contract': lazyPage(() => import('./contracts/add-contract-page'), 'AddContractPage'),
  '/contracts/edit-contract/:id': lazyPage(
    () => import('./contracts/edit-contract-page'),
    'EditContractPage',
  ),
};
