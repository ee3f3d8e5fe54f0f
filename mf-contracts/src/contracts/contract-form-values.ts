import type { ContractCreate, ContractUpdate } from '@pm/schemas/contract';
import { CONTRACT_DEFAULTS, CONTRACT_FLAGS, type ContractFlag } from '@pm/schemas/contract-fields';
import type { Contract, RenewalProposal } from '@pm/schemas/records';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';
import type { SelectOption } from '@pm/ui';

/** What the form holds: texts as typed (numbers too), booleans for the checkboxes. */
export type ContractFormValues = {
  ownerId: string;
  propertyId: string;
  tenantId: string;
  contractRefName: string;
  rentalRateInMonths: string;
  rentalPeriod: string;
  startDate: string;
  finishDate: string;
  depositAmount: string;
  numberOfTenants: string;
  agent: { name: string };
  coAgent: { name: string; company: string };
  resOfUtils: { water: string; electricity: string; internet: string };
  maintenanceThreshold: string;
  bahtMaintainanceThreshold: string;
} & Record<ContractFlag, boolean>;

/** A new contract: empty, with the SPEC 9 defaults. */
export const emptyContractForm: ContractFormValues = {
  ownerId: '',
  propertyId: '',
  tenantId: '',
  contractRefName: '',
  rentalRateInMonths: '',
  rentalPeriod: '',
  startDate: '',
  finishDate: '',
  depositAmount: '',
  numberOfTenants: '',
  agent: { name: '' },
  coAgent: { name: '', company: '' },
  resOfUtils: { water: '', electricity: '', internet: '' },
  maintenanceThreshold: String(CONTRACT_DEFAULTS.maintenanceThreshold),
  bahtMaintainanceThreshold: String(CONTRACT_DEFAULTS.bahtMaintainanceThreshold),
  cleaningFeesAtChechOut: CONTRACT_DEFAULTS.cleaningFeesAtChechOut,
  bedSheetCleaningFees: CONTRACT_DEFAULTS.bedSheetCleaningFees,
  specialAggrements: CONTRACT_DEFAULTS.specialAggrements,
  anyAgreedPets: CONTRACT_DEFAULTS.anyAgreedPets,
  gardening: CONTRACT_DEFAULTS.gardening,
  termitesSpraying: CONTRACT_DEFAULTS.termitesSpraying,
  poolMaintainance: CONTRACT_DEFAULTS.poolMaintainance,
};

/** SPEC 9: the edit form shows the text "1,500" when the stored contract has no baht threshold. */
export const BAHT_THRESHOLD_EDIT_FALLBACK = '1,500';

/** The terms of a contract as the server answers them: a stored contract, or the proposal of its renewal. */
type ContractTerms = Omit<Contract, '_id' | '__v' | 'owner' | 'property' | 'tenant' | keyof LeaseFacts>;
type LeaseFacts = Pick<Contract, 'leaseStatus' | 'renews' | 'renewedBy' | 'ending' | 'renewalOfferedAt'>;

/** The form values of a stored contract, for the edit form. */
export function contractToFormValues(contract: Contract): ContractFormValues {
  return termsToFormValues(contract, {
    ownerId: contract.owner?._id ?? '',
    propertyId: contract.property?._id ?? '',
    tenantId: contract.tenant?._id ?? '',
  });
}

/** The form values of a renewal, as GET /contract/{id}/renew proposes them, for the add form (issue 25). */
export function renewalToFormValues(proposal: RenewalProposal): ContractFormValues {
  const { ownerId, propertyId, tenantId } = proposal;
  return termsToFormValues(proposal, { ownerId, propertyId, tenantId });
}

function termsToFormValues(
  contract: ContractTerms,
  parties: Pick<ContractFormValues, 'ownerId' | 'propertyId' | 'tenantId'>,
): ContractFormValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const flags = Object.fromEntries(
    CONTRACT_FLAGS.map((flag) => [flag, contract[flag] ?? CONTRACT_DEFAULTS[flag]]),
  ) as Record<ContractFlag, boolean>;
  return {
    ...parties,
    contractRefName: text(contract.contractRefName),
    rentalRateInMonths: text(contract.rentalRateInMonths),
    rentalPeriod: text(contract.rentalPeriod),
    startDate: text(contract.startDate).slice(0, 10),
    finishDate: text(contract.finishDate).slice(0, 10),
    depositAmount: text(contract.depositAmount),
    numberOfTenants: text(contract.numberOfTenants),
    agent: { name: text(contract.agent?.name) },
    coAgent: { name: text(contract.coAgent?.name), company: text(contract.coAgent?.company) },
    resOfUtils: {
      water: text(contract.resOfUtils?.water),
      electricity: text(contract.resOfUtils?.electricity),
      internet: text(contract.resOfUtils?.internet),
    },
    maintenanceThreshold: text(contract.maintenanceThreshold),
    bahtMaintainanceThreshold: text(contract.bahtMaintainanceThreshold) || BAHT_THRESHOLD_EDIT_FALLBACK,
    ...flags,
  };
}

/** The choices of the owner, property and tenant selects. */
export interface PartyOptions {
  owners: SelectOption[];
  properties: SelectOption[];
  tenants: SelectOption[];
  /** The selects are shown but cannot be changed (an edit, a renewal): they offer only the contract's parties. */
  fixed?: boolean;
}

/**
 * An edit cannot change the owner, property or tenant (SPEC 7), nor can a renewal, so their selects offer only
 * the contract's own, fixed.
 */
export function currentParties(contract: Contract): PartyOptions {
  const option = (value: string | undefined, label: string) => (value ? [{ value, label }] : []);
  return {
    owners: option(contract.owner?._id, contract.owner?.profile?.name ?? ''),
    properties: option(contract.property?._id, contract.property?.name ?? ''),
    tenants: option(contract.tenant?._id, tenantDisplayName(contract.tenant)),
    fixed: true,
  };
}

/** The contract's add and edit rules (SPEC 5's), loaded when the form first checks its values. */
export const loadContractSchemas = () =>
  import(/* webpackPrefetch: true */ '@pm/schemas/contract').then((schemas) => ({
    create: schemas.contractCreateSchema,
    update: schemas.contractUpdateSchema,
  }));

/** The JSON payload of "add contract": what the schema makes of the values, with ownerId, propertyId and tenantId. */
export const contractCreatePayload = async (values: ContractFormValues): Promise<ContractCreate> =>
  (await loadContractSchemas()).create.parse(values);

/** The JSON payload of an edit: only the given fields, without the owner, property and tenant (SPEC 7). */
export const contractUpdatePayload = async (values: ContractFormValues): Promise<ContractUpdate> =>
  (await loadContractSchemas()).update.parse(values);
