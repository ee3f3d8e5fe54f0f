import { lazyPage, type RemotePages } from '@pm/ui';
import { contractScreens as screens } from './contracts/contract-screens';

// Each page in its own chunk: a visit downloads only the page it shows.
export const pages: RemotePages = {
  [screens.list]: lazyPage(() => import('./contracts/contracts-list-page'), 'ContractsListPage'),
  [screens.details]: lazyPage(() => import('./contracts/contract-details-page'), 'ContractDetailsPage'),
  [screens.add]: lazyPage(() => import('./contracts/add-contract-page'), 'AddContractPage'),
  [screens.edit]: lazyPage(() => import('./contracts/edit-contract-page'), 'EditContractPage'),
};
