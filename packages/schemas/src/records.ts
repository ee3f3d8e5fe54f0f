// SPEC 3's stored shapes, as the routes answer them: the one declaration of each record on the wire. The API
// contract (@pm/api-contract) checks and documents the answers with these; the front ends import only their
// types (`Owner`, `Property`, ...), so no page carries these schemas.
import { z } from 'zod';
import { UTILITY_PAYERS } from './contract-fields';
import { leaseFacts } from './lease';
import { PROPERTY_STATUSES } from './property-fields';
import { SEARCH_KINDS } from './search';

/** yyyy-mm-dd */
const calendarDate = z.string().meta({ format: 'date' });
/** The URL of a stored file, served by the API (`/api/files/<name>?expires=…&signature=…`), or null. */
const fileUrl = z.string().nullable();
const recordId = z.string().meta({ format: 'uuid' });
/** How many edits the record has had: an edit may name it as its precondition (`If-Match` or `__v`). */
const version = z.int().min(0);

export const ownerRecord = z.object({
  _id: recordId,
  __v: version,
  email: z.string(),
  profile: z.object({
    name: z.string(),
    nickName: z.string(),
    contactNo: z.string(),
    emergencyNo: z.string(),
    dob: calendarDate,
    profileImage: fileUrl,
    payGovtTax: z.boolean(),
    payCommonAreaFee: z.boolean(),
    billingThreshold: z.string().nullable().optional(),
  }),
  passport: z.object({ passportNo: z.string(), passportExpiry: calendarDate, passportImage: fileUrl }),
  bank: z.object({ bankAccNo: z.string(), bankName: z.string(), bankBranch: z.string(), bankImage: fileUrl }),
});
export type Owner = z.infer<typeof ownerRecord>;

export const propertyRecord = z.object({
  _id: recordId,
  __v: version,
  name: z.string(),
  refId: z.string().nullable(),
  type: z.string().nullable(),
  condoName: z.string().nullable(),
  size: z.number().nullable(),
  rooms: z.number().nullable(),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  floors: z.number().nullable(),
  status: z.enum(PROPERTY_STATUSES),
  threeSixtyTour: z.string().nullable(),
  billingDate: calendarDate.nullable(),
  englishLink: z.string().nullable(),
  thaiLink: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  /** The owner as GET /owner answers it. */
  owner: ownerRecord,
  location: z.object({
    longitude: z.number().nullable(),
    latitude: z.number().nullable(),
    neighbourhood: z.string().nullable(),
  }),
  financialInfo: z.object({
    monthlyRent: z.number().nullable(),
    estimatedRent: z.number().nullable(),
    managementFee: z.number().nullable(),
  }),
  documents: z.object({ titleDeed: fileUrl, managementContract: fileUrl }),
  /** Up to 5 photo URLs. */
  images: z.array(z.string()),
});
export type Property = z.infer<typeof propertyRecord>;

/**
 * The fields of a property that the properties tables of the owner and tenant details pages show. A full property
 * is one; a tenant's profile carries only these, with '' for a value the property does not have.
 */
export const propertySummaryRecord = z.object({
  _id: z.string(),
  name: z.string(),
  condoName: z.string().nullable(),
  address: z.string().nullable(),
  size: z.union([z.string(), z.number()]).nullable(),
  rooms: z.union([z.string(), z.number()]).nullable(),
  /** One of the property statuses. */
  status: z.string(),
  financialInfo: z.object({ monthlyRent: z.union([z.string(), z.number()]).nullable() }),
});
export type PropertySummary = z.infer<typeof propertySummaryRecord>;

export const subTenantRecord = z.object({
  _id: recordId,
  firstName: z.string(),
  nickName: z.string(),
  surName: z.string(),
  email: z.string().nullable(),
  contactNo: z.string(),
  whatsAppNo: z.string().nullable(),
  /** null for a sub-tenant added in an edit without one. */
  dob: calendarDate.nullable(),
  nationality: z.string(),
  homeAddress: z.string(),
  /** The passport number, or the URL of a passport file uploaded in an edit. */
  passport: z.string().nullable(),
});
export type SubTenant = z.infer<typeof subTenantRecord>;

export const tenantRecord = z.object({
  _id: recordId,
  __v: version,
  email: z.string(),
  profile: z.object({
    firstName: z.string(),
    nickName: z.string(),
    surName: z.string(),
    contactNo: z.string(),
    whatsAppNo: z.string(),
    dob: calendarDate,
    nationality: z.string(),
    homeAddress: z.string(),
    profileImage: fileUrl,
    property: propertySummaryRecord,
    subTenants: z.array(subTenantRecord),
  }),
  documents: z.object({ passport: fileUrl, contract: fileUrl, inventory: fileUrl }),
});
export type Tenant = z.infer<typeof tenantRecord>;

const utilityPayer = z.enum(UTILITY_PAYERS).nullable();

export const contractRecord = z.object({
  _id: recordId,
  __v: version,
  owner: ownerRecord,
  property: propertyRecord,
  tenant: tenantRecord,
  contractRefName: z.string(),
  rentalRateInMonths: z.number().nullable(),
  rentalPeriod: z.string().nullable(),
  startDate: calendarDate,
  finishDate: calendarDate,
  depositAmount: z.number().nullable(),
  numberOfTenants: z.number().nullable(),
  agent: z.object({ name: z.string().nullable() }),
  coAgent: z.object({ name: z.string().nullable(), company: z.string().nullable() }),
  resOfUtils: z.object({ water: utilityPayer, electricity: utilityPayer, internet: utilityPayer }),
  maintenanceThreshold: z.number(),
  bahtMaintainanceThreshold: z.number(),
  cleaningFeesAtChechOut: z.boolean(),
  bedSheetCleaningFees: z.boolean(),
  specialAggrements: z.boolean(),
  anyAgreedPets: z.boolean(),
  gardening: z.boolean(),
  termitesSpraying: z.boolean(),
  poolMaintainance: z.boolean(),
  ...leaseFacts,
});
export type Contract = z.infer<typeof contractRecord>;

/** GET /contract/:id/renew: the add form's values for the renewal, pre-filled from the contract it renews. */
export const renewalProposalRecord = contractRecord
  .omit({
    _id: true,
    __v: true,
    owner: true,
    property: true,
    tenant: true,
    leaseStatus: true,
    renews: true,
    renewedBy: true,
    ending: true,
    renewalOfferedAt: true,
  })
  .extend({ ownerId: z.string(), propertyId: z.string(), tenantId: z.string() });
export type RenewalProposal = z.infer<typeof renewalProposalRecord>;

/** A field of a record by its SPEC name (`contactNo`), with its value as stored. */
const searchField = z.object({ name: z.string(), value: z.string() });
export type SearchField = z.infer<typeof searchField>;

const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The record's id; for a sub-tenant, the sub-tenant's own (its tenant is in `detailsOf`). */
  id: z.string(),
  /** The record's name: an owner's or property's name, a person's first name and surname, a contract reference. */
  title: z.string(),
  /** The fields that tell this record from others of the same name (empty ones left out). */
  fields: z.array(searchField),
  /** The searched field that matched the query best. */
  matched: searchField,
  /** Higher is better: 1 and more for a text containing the query, below 1 for a near match (a typo). */
  score: z.number(),
  /** The record whose details screen opens this hit: the record itself, or a sub-tenant's tenant. */
  detailsOf: z.object({ kind: z.enum(['owner', 'property', 'tenant', 'contract']), id: z.string() }),
});
export type SearchHit = z.infer<typeof searchHit>;

const searchGroup = z.object({ kind: z.enum(SEARCH_KINDS), hits: z.array(searchHit) });
export type SearchGroup = z.infer<typeof searchGroup>;

/** The `data` of a search's answer: groups ordered by their best hit, each group's hits best first. */
export const searchResultsRecord = z.object({ query: z.string(), groups: z.array(searchGroup) });
export type SearchResults = z.infer<typeof searchResultsRecord>;
