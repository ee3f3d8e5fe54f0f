import type { UtilityPayer } from '@pm/schemas/contract-fields';
import type { Contract, Property, Tenant } from '@pm/schemas/records';
import { eq, inArray } from 'drizzle-orm';
import { answerColumns, joinedReader } from '../db/record-queries';
import { type ContractRow, contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { tenants } from '../db/schema/tenants';
import { ownerColumns, toOwner } from '../owners/owner-answer';
import { readProperties } from '../properties/property-answer';
import { readTenants } from '../tenants/tenant-answer';
import { type LeaseAnswer, readLeaseFacts } from './lease-facts';

const contractColumns = answerColumns(contracts, 'createdAt', 'updatedAt');
type ContractAnswerRow = Omit<ContractRow, 'createdAt' | 'updatedAt'>;

const payer = (value: string | null) => (value as UtilityPayer | null) ?? null;

/** The row as SPEC 3's stored "Contract" shape, with the linked records as their own routes answer them. */
function toContract(
  row: ContractAnswerRow,
  linked: { owner: Contract['owner']; property: Property; tenant: Tenant },
  lease: LeaseAnswer,
): Contract {
  return {
    _id: row.id,
    __v: row.version,
    owner: linked.owner,
    property: linked.property,
    tenant: linked.tenant,
    contractRefName: row.contractRefName,
    rentalRateInMonths: row.rentalRateInMonths,
    rentalPeriod: row.rentalPeriod,
    startDate: row.startDate,
    finishDate: row.finishDate,
    depositAmount: row.depositAmount,
    numberOfTenants: row.numberOfTenants,
    agent: { name: row.agentName },
    coAgent: { name: row.coAgentName, company: row.coAgentCompany },
    resOfUtils: {
      water: payer(row.waterPaidBy),
      electricity: payer(row.electricityPaidBy),
      internet: payer(row.internetPaidBy),
    },
    maintenanceThreshold: row.maintenanceThreshold,
    bahtMaintainanceThreshold: row.bahtMaintainanceThreshold,
    cleaningFeesAtChechOut: row.cleaningFeesAtChechOut,
    bedSheetCleaningFees: row.bedSheetCleaningFees,
    specialAggrements: row.specialAggrements,
    anyAgreedPets: row.anyAgreedPets,
    gardening: row.gardening,
    termitesSpraying: row.termitesSpraying,
    poolMaintainance: row.poolMaintainance,
    ...lease,
  };
}

/** Records by their `_id`. */
const byId = <T extends { _id: string }>(records: T[]) =>
  new Map(records.map((record) => [record._id, record]));

/**
 * The contracts matching `where` as their routes answer them, newest first: each with its owner, its property
 * and its tenant as their own routes answer them (read by their own readers).
 */
export const readContracts = joinedReader(
  { contract: contractColumns, owner: ownerColumns },
  [contracts, owners, eq(owners.id, contracts.ownerId)],
  async (rows, db, fileUrl): Promise<Contract[]> => {
    const unique = (ids: string[]) => [...new Set(ids)];
    const [propertiesById, tenantsById, leaseFacts] = await Promise.all([
      readProperties(
        db,
        fileUrl,
        inArray(properties.id, unique(rows.map((row) => row.contract.propertyId))),
      ).then(byId),
      readTenants(db, fileUrl, inArray(tenants.id, unique(rows.map((row) => row.contract.tenantId)))).then(
        byId,
      ),
      readLeaseFacts(
        db,
        rows.map((row) => row.contract),
      ),
    ]);
    return rows.map((row) =>
      toContract(
        row.contract,
        {
          owner: toOwner(row.owner, fileUrl),
          // The foreign keys guarantee both exist.
          property: propertiesById.get(row.contract.propertyId) as Property,
          tenant: tenantsById.get(row.contract.tenantId) as Tenant,
        },
        leaseFacts.get(row.contract.id) as LeaseAnswer,
      ),
    );
  },
);
