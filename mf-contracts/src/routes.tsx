import type { RemotePages } from '@pm/ui';
import { AddContractPage } from './contracts/add-contract-page';
import { ContractDetailsPage } from './contracts/contract-details-page';
import { ContractsListPage } from './contracts/contracts-list-page';
import { EditContractPage } from './contracts/edit-contract-page';

export const pages: RemotePages = {
  '/contracts': ContractsListPage,
  '/contract/:id': ContractDetailsPage,
  '/contracts/add-contract': AddContractPage,
  '/contracts/edit-contract/:id': EditContractPage,
};
