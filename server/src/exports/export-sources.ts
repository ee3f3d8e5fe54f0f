// Where each list's spreadsheet rows come from: one SELECT per list whose result keys are the spreadsheet's
// headers (SPREADSHEETS in @pm/schemas/spreadsheet), links read as the linked record's natural key (a join), read
// in batches by keyset: each batch starts after the last row of the one before, in the list's own order and along
// its index, so a batch costs the same at the millionth row as at the first. A batch starts after a place no edit
// changes (a record's creation, a tenant), so no row is read twice or skipped however long the export takes.
import { type CellValue, type SpreadsheetList, spreadsheetHeaders } from '@pm/schemas/spreadsheet';
import { MAX_SUB_TENANTS } from '@pm/schemas/tenant-fields';
import { eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newestFirst } from '../db/record-queries';
import { contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { subTenants, tenants } from '../db/schema/tenants';

/** One row of a spreadsheet: header -> value. */
export type SpreadsheetRow = Record<string, CellValue>;

/** Where the next batch starts: the place of the last row read, in the list's order. */
type Cursor = readonly string[];

interface Batch {
  rows: SpreadsheetRow[];
  /** Where the next batch starts; none when this batch ended the list. */
  next?: Cursor;
}

/** Reads one batch of about `size` rows after `after` (from the start without it). */
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

/** A batch of at most `size` records: a full one may have more after it. */
const recordBatch = (rows: Placed[], size: number): Batch => {
  const last = rows[rows.length - 1];
  return {
    rows: rows.map((row) => row.cells),
    next: rows.length === size && last ? [last.place.at, last.place.id] : undefined,
  };
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
      size,
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
      size,
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
      size,
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
      size,
    ),
  // Grouped by tenant, each tenant's sub-tenants in their order, along the (tenant_id, position) index. A batch
  // holds whole tenants (at most `size` rows, or one tenant's MAX_SUB_TENANTS): an edit renumbers a tenant's
  // sub-tenants, so a batch ending inside one would skip or repeat a sibling that moved before the next batch.
  'sub-tenants': async (db, after, size) => {
    const tenantsPerBatch = Math.max(1, Math.floor(size / MAX_SUB_TENANTS));
    const batchTenants = db
      .selectDistinct({ id: subTenants.tenantId })
      .from(subTenants)
      .where(after ? gt(subTenants.tenantId, String(after[0])) : undefined)
      .orderBy(subTenants.tenantId)
      .limit(tenantsPerBatch);
    const rows = await db
      .select({ cells: subTenantCells, tenantId: subTenants.tenantId })
      .from(subTenants)
      .innerJoin(tenants, eq(tenants.id, subTenants.tenantId))
      .where(inArray(subTenants.tenantId, batchTenants))
      .orderBy(subTenants.tenantId, subTenants.position);
    const tenantsRead = new Set(rows.map((row) => row.tenantId));
    const last = rows[rows.length - 1];
    return {
      rows: rows.map((row) => row.cells),
      next: tenantsRead.size === tenantsPerBatch && last ? [last.tenantId] : undefined,
    };
  },
};

/** The rows of a list's spreadsheet, a batch of about `batchSize` at a time, in the list's order. */
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
    if (!batch.next) return;
    after = batch.next;
  }
}
