import type { UtilityPayer } from '@pm/schemas/contract-fields';

/** The labels of the contract fields, shared by the form and the details page. */
export const contractLabels = {
  owner: 'Owner',
  property: 'Property',
  tenant: 'Tenant',
  contractRefName: 'Contract Reference Name',
  rentalRateInMonths: 'Rental Rate (per month)',
  rentalPeriod: 'Rental Period',
  startDate: 'Start Date',
  finishDate: 'Finish Date',
  depositAmount: 'Deposit Amount',
  numberOfTenants: 'Number of Tenants',
  agentName: 'Agent Name',
  coAgentName: 'Co-Agent Name',
  coAgentCompany: 'Co-Agent Company',
  water: 'Water',
  electricity: 'Electricity',
  internet: 'Internet',
  maintenanceThreshold: 'Maintenance Threshold',
  bahtMaintainanceThreshold: 'Baht Maintenance Threshold',
  cleaningFeesAtChechOut: 'Cleaning Fees at Check-out',
  bedSheetCleaningFees: 'Bed Sheet Cleaning Fees',
  specialAggrements: 'Special Agreements',
  anyAgreedPets: 'Agreed Pets',
  gardening: 'Gardening',
  termitesSpraying: 'Termites Spraying',
  poolMaintainance: 'Pool Maintenance',
} as const;

export const utilityPayerLabels: Record<UtilityPayer, string> = { owner: 'Owner', tenant: 'Tenant' };
