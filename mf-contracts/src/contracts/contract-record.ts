import {
  contractsApi,
  ownerOptions,
  ownersApi,
  propertiesApi,
  propertyOptions,
  tenantOptions,
  tenantsApi,
} from '@pm/api-client';
import type { ContractCreate, ContractUpdate } from '@pm/schemas/contract';
import type { Contract } from '@pm/schemas/records';
import { type NoFiles, type RecordDefinition, showToast } from '@pm/ui';
import { ContractForm } from './contract-form';
import {
  type ContractFormValues,
  contractCreatePayload,
  contractToFormValues,
  contractUpdatePayload,
  currentParties,
  emptyContractForm,
  type PartyOptions,
} from './contract-form-values';
import { contractScreens } from './contract-screens';

/** The choices of the owner, property and tenant selects: the first 100 of each. */
async function loadParties(): Promise<PartyOptions> {
  const [owners, properties, tenants] = await Promise.all([
    ownerOptions(ownersApi),
    propertyOptions(propertiesApi),
    tenantOptions(tenantsApi),
  ]);
  return { owners, properties, tenants };
}

/**
 * What the contract pages "Add Contract" and "Edit Contract" show and send (SPEC 2): a JSON body, no files. An
 * edit offers only the contract's own parties.
 */
export const contractRecord: RecordDefinition<
  Contract,
  ContractFormValues,
  NoFiles,
  PartyOptions,
  ContractCreate,
  ContractUpdate
> = {
  screens: contractScreens,
  form: ContractForm,
  api: contractsApi,
  body: { create: contractCreatePayload, update: contractUpdatePayload },
  editTitle: 'Edit Contract',
  emptyValues: emptyContractForm,
  toFormValues: contractToFormValues,
  loadChoices: loadParties,
  storedChoices: currentParties,
  added: () => showToast('Contract added successfully'),
  replaceAfterAdd: true,
};
