import type { ContractCreate, ContractUpdate } from '@pm/schemas/contract';
import { CONTRACT_FLAGS } from '@pm/schemas/contract-fields';
import { sameNames } from '../audit/audit-trail';
import type { AuditedRecord } from '../audit/audited-writes';
import { givenChanges } from '../db/record-queries';
import type { NewContractRow } from '../db/schema/contracts';

/** What a new contract is stored with (SPEC 9 defaults already applied by the schema). */
export type NewContract = Omit<NewContractRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The flat columns of a parsed create (the nested groups of SPEC 3 become columns). */
export function newContractRow(input: ContractCreate): NewContract {
  return {
    ownerId: input.ownerId.toLowerCase(),
    propertyId: input.propertyId.toLowerCase(),
    tenantId: input.tenantId.toLowerCase(),
    contractRefName: input.contractRefName,
    rentalRateInMonths: input.rentalRateInMonths ?? null,
    rentalPeriod: input.rentalPeriod ?? null,
    startDate: input.startDate,
    finishDate: input.finishDate,
    depositAmount: input.depositAmount ?? null,
    numberOfTenants: input.numberOfTenants ?? null,
    agentName: input.agent?.name ?? null,
    coAgentName: input.coAgent?.name ?? null,
    coAgentCompany: input.coAgent?.company ?? null,
    waterPaidBy: input.resOfUtils?.water ?? null,
    electricityPaidBy: input.resOfUtils?.electricity ?? null,
    internetPaidBy: input.resOfUtils?.internet ?? null,
    maintenanceThreshold: input.maintenanceThreshold,
    bahtMaintainanceThreshold: input.bahtMaintainanceThreshold,
    cleaningFeesAtChechOut: input.cleaningFeesAtChechOut,
    bedSheetCleaningFees: input.bedSheetCleaningFees,
    specialAggrements: input.specialAggrements,
    anyAgreedPets: input.anyAgreedPets,
    gardening: input.gardening,
    termitesSpraying: input.termitesSpraying,
    poolMaintainance: input.poolMaintainance,
  };
}

/** The columns an edit sets: only the fields it gives, so a partial edit never wipes data. */
export function contractChanges(edit: ContractUpdate): Partial<NewContract> {
  const changes: Partial<NewContract> = {
    contractRefName: edit.contractRefName,
    rentalRateInMonths: edit.rentalRateInMonths,
    rentalPeriod: edit.rentalPeriod,
    startDate: edit.startDate,
    finishDate: edit.finishDate,
    depositAmount: edit.depositAmount,
    numberOfTenants: edit.numberOfTenants,
    agentName: edit.agent?.name,
    coAgentName: edit.coAgent?.name,
    coAgentCompany: edit.coAgent?.company,
    waterPaidBy: edit.resOfUtils?.water,
    electricityPaidBy: edit.resOfUtils?.electricity,
    internetPaidBy: edit.resOfUtils?.internet,
    maintenanceThreshold: edit.maintenanceThreshold,
    bahtMaintainanceThreshold: edit.bahtMaintainanceThreshold,
    cleaningFeesAtChechOut: edit.cleaningFeesAtChechOut,
    bedSheetCleaningFees: edit.bedSheetCleaningFees,
    specialAggrements: edit.specialAggrements,
    anyAgreedPets: edit.anyAgreedPets,
    gardening: edit.gardening,
    termitesSpraying: edit.termitesSpraying,
    poolMaintainance: edit.poolMaintainance,
  };
  return givenChanges(changes);
}

/** A contract's audit events: its columns by their JSON keys (a nested group's as `agent.name`). */
export const CONTRACT_AUDIT: AuditedRecord = {
  entity: 'contract',
  fields: {
    ...sameNames([
      'ownerId',
      'propertyId',
      'tenantId',
      'contractRefName',
      'rentalRateInMonths',
      'rentalPeriod',
      'startDate',
      'finishDate',
      'depositAmount',
      'numberOfTenants',
    ]),
    agentName: 'agent.name',
    coAgentName: 'coAgent.name',
    coAgentCompany: 'coAgent.company',
    waterPaidBy: 'resOfUtils.water',
    electricityPaidBy: 'resOfUtils.electricity',
    internetPaidBy: 'resOfUtils.internet',
    ...sameNames(['maintenanceThreshold', 'bahtMaintainanceThreshold', ...CONTRACT_FLAGS]),
    // The lease (issue 25).
    renewedByContractId: 'renewedBy',
    endingDate: 'ending.date',
    endingNote: 'ending.note',
    endingPropertyAvailable: 'ending.propertyAvailable',
    renewalOfferedAt: 'renewalOfferedAt',
  },
};
