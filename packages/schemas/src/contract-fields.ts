// The fields of a contract's JSON bodies (SPEC 7) that need a name of their own, their defaults and the contract's
// messages, without zod: the server and the forms share them (a form loads the schemas only to check its values).

/** The most people one contract may house (a sanity limit, so a typo cannot store a silly number). */
export const MAX_TENANTS_PER_CONTRACT = 1000;

/** The keys an edit may not carry (SPEC 7: the edit payload omits them). */
export const CONTRACT_PARTY_KEYS = [
  'owner',
  'property',
  'tenant',
  'ownerId',
  'propertyId',
  'tenantId',
] as const;

/** SPEC 9: who pays a utility. */
export const UTILITY_PAYERS = ['owner', 'tenant'] as const;
export type UtilityPayer = (typeof UTILITY_PAYERS)[number];

/** SPEC 9 "Contract defaults": what a new contract gets for a value that was not given. */
export const CONTRACT_DEFAULTS = {
  maintenanceThreshold: 0,
  bahtMaintainanceThreshold: 1500,
  cleaningFeesAtChechOut: true,
  bedSheetCleaningFees: true,
  specialAggrements: false,
  anyAgreedPets: false,
  gardening: false,
  termitesSpraying: false,
  poolMaintainance: false,
} as const;

/** SPEC 3 "Contract" booleans (names spelled so). */
export const CONTRACT_FLAGS = [
  'cleaningFeesAtChechOut',
  'bedSheetCleaningFees',
  'specialAggrements',
  'anyAgreedPets',
  'gardening',
  'termitesSpraying',
  'poolMaintainance',
] as const;
export type ContractFlag = (typeof CONTRACT_FLAGS)[number];

/** SPEC 5 gives no contract rules, so these are ours; then the answers of the contract routes. */
export const CONTRACT_MESSAGES = {
  ownerId: 'Owner is required',
  propertyId: 'Property is required',
  tenantId: 'Tenant is required',
  contractRefName: 'Contract reference name is required',
  startDate: 'Start date is required',
  finishDate: 'Finish date is required',
  finishAfterStart: 'Finish date must be after the start date',
  rentalRateInMonths: 'Rental rate must be a number of 0 or more',
  depositAmount: 'Deposit amount must be a number of 0 or more',
  numberOfTenants: `Number of tenants must be a whole number from 0 to ${MAX_TENANTS_PER_CONTRACT}`,
  maintenanceThreshold: 'Maintenance threshold must be a number of 0 or more',
  bahtMaintainanceThreshold: 'Baht maintenance threshold must be a number of 0 or more',
  water: 'Water must be paid by "owner" or "tenant"',
  electricity: 'Electricity must be paid by "owner" or "tenant"',
  internet: 'Internet must be paid by "owner" or "tenant"',
  flag: (name: string) => `${name} must be true or false`,

  id: { required: 'The contract id is required.', invalid: 'The contract id is not valid.' },
  notFound: 'Contract not found.',
  partiesFixed: 'The owner, property and tenant of a contract cannot be changed.',
  notJson: 'Send the contract as JSON (application/json).',
};
