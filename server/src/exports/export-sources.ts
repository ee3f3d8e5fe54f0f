// Where each list's spreadsheet rows come from: one SELECT per list whose result keys are the spreadsheet's
// headers (SPREADSHEETS in @pm/schemas/spreadsheet), links read as the linked record's natural key (a join), read
// in batches by keyset: each batch starts after the last row of the one before, in the list's own order and along
// its index, so a batch costs the same at the millionth row as at the first and no batch holds more than `size`.
import { type CellValue, type SpreadsheetList, spreadsheetHeaders } from '@pm/schemas/spreadsheet';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newestFirst } from '../db/record-queries';
import { contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { subTenants, tenants } from '../db/schema/tenants';

/** One row of a spreadsheet: header -> value. */
export type SpreadsheetRow = Record<string, CellValue>;

/** Where the next batch starts: the last row's place in the list's order. */
type Cursor = readonly [string, string | number];

interface Batch {
  rows: SpreadsheetRow[];
  /** The place of the batch's last row (none when the batch is empty). */
  last?: Cursor;
}

/** Reads one batch of at most `size` rows after `after` (from the start without it). */
type BatchReader = (db: Db, after: Cursor | undefined, size: number) => Promise<Batch>;

/** The selected cells must be exactly the spreadsheet's columns: checked once, when the module loads. */
function cellsOf<Cells extends Record<string, unknown>>(list: SpreadsheetList, cells: Cells): Cells {
  const selected = Object.keys(cells).sort().join(',');
  const declared = spreadsheetHeaders(list).sort().join(',');
  if (selected !== declared) {
    throw new Error(`The ${list} export selects ${selected}, but its spreadsheet declares ${declared}.`);
  }
  return cells;
}

const ownerCells = cellsOf('owners', {
  email: owners.email,
  name: owners.name,
  nickName: owners.nickName,
  contactNo: owners.contactNo,
  emergencyNo: owners.emergencyNo,
  dob: owners.dob,
  passportNo: owners.passportNo,
  passportExpiry: owners.passportExpiry,
  bankAccNo: owners.bankAccNo,
  bankName: owners.bankName,
  bankBranch: owners.bankBranch,
  billingThreshold: owners.billingThreshold,
  payGovtTax: owners.payGovtTax,
  payCommonAreaFee: owners.payCommonAreaFee,
});

const propertyCells = cellsOf('properties', {
  refId: properties.refId,
  name: properties.name,
  ownerEmail: owners.email,
  type: properties.type,
  condoName: properties.condoName,
  size: properties.size,
  rooms: properties.rooms,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  floors: properties.floors,
  status: properties.status,
  threeSixtyTour: properties.threeSixtyTour,
  billingDate: properties.billingDate,
  latitude: properties.latitude,
  longitude: properties.longitude,
  neighbourhood: properties.neighbourhood,
  englishLink: properties.englishLink,
  thaiLink: properties.thaiLink,
  address: properties.address,
  description: properties.description,
  monthlyRent: properties.monthlyRent,
  estimatedRent: properties.estimatedRent,
  managementFee: properties.managementFee,
});

const tenantCells = cellsOf('tenants', {
  email: tenants.email,
  propertyRefId: properties.refId,
  firstName: tenants.firstName,
  nickName: tenants.nickName,
  surName: tenants.surName,
  contactNo: tenants.contactNo,
  whatsAppNo: tenants.whatsAppNo,
  dob: tenants.dob,
  nationality: tenants.nationality,
  homeAddress: tenants.homeAddress,
});

const subTenantCells = cellsOf('sub-tenants', {
  tenantEmail: tenants.email,
  firstName: subTenants.firstName,
  nickName: subTenants.nickName,
  surName: subTenants.surName,
  email: subTenants.email,
  contactNo: subTenants.contactNo,
  whatsAppNo: subTenants.whatsAppNo,
  dob: subTenants.dob,
  nationality: subTenants.nationality,
  homeAddress: subTenants.homeAddress,
  // The number as typed; none when the passport is an uploaded file (files have no column).
  passport: sql<
    string | null
  >`case when ${subTenants.passportFile} is null then ${subTenants.passportNo} end`.as('passport'),
});

const contractCells = cellsOf('contracts', {
  contractRefName: contracts.contractRefName,
  ownerEmail: owners.email,
  propertyRefId: properties.refId,
  tenantEmail: tenants.email,
  rentalRateInMonths: contracts.rentalRateInMonths,
  rentalPeriod: contracts.rentalPeriod,
  startDate: contracts.startDate,
  finishDate: contracts.finishDate,
  depositAmount: contracts.depositAmount,
  numberOfTenants: contracts.numberOfTenants,
  'agent.name': contracts.agentName,
  'coAgent.name': contracts.coAgentName,
  'coAgent.company': contracts.coAgentCompany,
  'resOfUtils.water': contracts.waterPaidBy,
  'resOfUtils.electricity': contracts.electricityPaidBy,
  'resOfUtils.internet': contracts.internetPaidBy,
  maintenanceThreshold: contracts.maintenanceThreshold,
  bahtMaintainanceThreshold: contracts.bahtMaintainanceThreshold,
  cleaningFeesAtChechOut: contracts.cleaningFeesAtChechOut,
  bedSheetCleaningFees: contracts.bedSheetCleaningFees,
  specialAggrements: contracts.specialAggrements,
  anyAgreedPets: contracts.anyAgreedPets,
  gardening: contracts.gardening,
  termitesSpraying: contracts.termitesSpraying,
  poolMaintainance: contracts.poolMaintainance,
});

type RecordTable = typeof owners | typeof properties | typeof tenants | typeof contracts;

/**
 * The place of a record in the lists' order (newest first, id breaking ties): its creation time as PostgreSQL's
 * text (a JavaScript Date would drop the microseconds, and the next batch would skip or repeat rows) and its id.
 */
const placeOf = (table: RecordTable) => ({
  at: sql<string>`${table.createdAt}::text`.as('place_at'),
  id: table.id,
});

/** The rows after `after` in the newest-first order: one row comparison, which the (created_at, id) index serves. */
const newerThan = (table: RecordTable, after: Cursor | undefined): SQL | undefined =>
  after
    ? sql`(${table.createdAt}, ${table.id}) < (${after[0]}::timestamptz, ${String(after[1])}::uuid)`
    : undefined;

interface Placed {
  cells: SpreadsheetRow;
  place: { at: string; id: string };
}

const recordBatch = (rows: Placed[]): Batch => {
  const last = rows[rows.length - 1];
  return { rows: rows.map((row) => row.cells), last: last && [last.place.at, last.place.id] };
};

const BATCH_READERS: Record<SpreadsheetList, BatchReader> = {
  owners: async (db, after, size) =>
    recordBatch(
      await db
        .select({ cells: ownerCells, place: placeOf(owners) })
        .from(owners)
        .where(newerThan(owners, after))
        .orderBy(...newestFirst(owners))
        .limit(size),
    ),
  properties: async (db, after, size) =>
    recordBatch(
      await db
        .select({ cells: propertyCells, place: placeOf(properties) })
        .from(properties)
        .innerJoin(owners, eq(owners.id, properties.ownerId))
        .where(newerThan(properties, after))
        .orderBy(...newestFirst(properties))
        .limit(size),
    ),
  tenants: async (db, after, size) =>
    recordBatch(
      await db
        .select({ cells: tenantCells, place: placeOf(tenants) })
        .from(tenants)
        .innerJoin(properties, eq(properties.id, tenants.propertyId))
        .where(newerThan(tenants, after))
        .orderBy(...newestFirst(tenants))
        .limit(size),
    ),
  contracts: async (db, after, size) =>
    recordBatch(
      await db
        .select({ cells: contractCells, place: placeOf(contracts) })
        .from(contracts)
        .innerJoin(owners, eq(owners.id, contracts.ownerId))
        .innerJoin(properties, eq(properties.id, contracts.propertyId))
        .innerJoin(tenants, eq(tenants.id, contracts.tenantId))
        .where(newerThan(contracts, after))
        .orderBy(...newestFirst(contracts))
        .limit(size),
    ),
  // Grouped by tenant, each tenant's sub-tenants in their order: along the (tenant_id, position) index.
  'sub-tenants': async (db, after, size) => {
    const rows = await db
      .select({ cells: subTenantCells, tenantId: subTenants.tenantId, position: subTenants.position })
      .from(subTenants)
      .innerJoin(tenants, eq(tenants.id, subTenants.tenantId))
      .where(
        after
          ? sql`(${subTenants.tenantId}, ${subTenants.position}) > (${after[0]}::uuid, ${Number(after[1])})`
          : undefined,
      )
      .orderBy(subTenants.tenantId, subTenants.position)
      .limit(size);
    const last = rows[rows.length - 1];
    return { rows: rows.map((row) => row.cells), last: last && [last.tenantId, last.position] };
  },
};

/** The rows of a list's spreadsheet, a batch of at most `batchSize` at a time, in the list's order. */
export async function* spreadsheetBatches(
  db: Db,
  list: SpreadsheetList,
  batchSize: number,
): AsyncGenerator<SpreadsheetRow[]> {
  const read = BATCH_READERS[list];
  let after: Cursor | undefined;
  for (;;) {
    const batch = await read(db, after, batchSize);
    if (batch.rows.length > 0) yield batch.rows;
    if (batch.rows.length < batchSize || !batch.last) return;
    after = batch.last;
  }
}
