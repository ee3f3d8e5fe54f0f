// What importing differs in from list to list: the add form's schema a row is checked with, where a column's value
// goes in that schema's input, how records are found by their natural key, and which columns a row sets. The
// steps (read, map, check, match, write) are the same for every list: ./spreadsheet-import.ts.
import { contractCreateSchema } from '@pm/schemas/contract';
import { ownerCreateSchema } from '@pm/schemas/owner';
import { propertyCreateSchema } from '@pm/schemas/property';
import { SPREADSHEETS, type SpreadsheetList } from '@pm/schemas/spreadsheet';
import type { ImportedList } from '@pm/schemas/spreadsheet-import';
import { tenantCreateSchema } from '@pm/schemas/tenant';
import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditedRecord } from '../audit/audited-writes';
import { CONTRACT_AUDIT, newContractRow } from '../contracts/contract-rows';
import type { Db } from '../db/database';
import type { RecordTable } from '../db/record-queries';
import { contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { tenants } from '../db/schema/tenants';
import { newOwnerRow, OWNER_AUDIT } from '../owners/owner-rows';
import { OWNER_IMAGE_COLUMNS } from '../owners/owners-repository';
import { newPropertyRow, PROPERTY_AUDIT } from '../properties/property-rows';
import { newTenantRow, TENANT_AUDIT } from '../tenants/tenant-rows';

type Reader = Pick<Db, 'select'>;
export type StoredRow = Record<string, unknown> & { id: string };

/** A list whose records a natural key finds: the key's column, compared as `normalized` says. */
interface KeyedList {
  table: RecordTable;
  /** The key as stored, compared (lower-cased for an email, which is unique ignoring case). */
  key: SQL;
  normalized: (value: string) => string;
}

const byEmail = (table: typeof owners | typeof tenants): KeyedList => ({
  table,
  key: sql`lower(${table.email})`,
  normalized: (value) => value.trim().toLowerCase(),
});
const byText = (table: RecordTable, column: SQL): KeyedList => ({
  table,
  key: column,
  normalized: (value) => value.trim(),
});

/** The lists a key finds records of: the imported ones, and those a link points to (a contract's tenant). */
const KEYED: Partial<Record<SpreadsheetList, KeyedList>> = {
  owners: byEmail(owners),
  tenants: byEmail(tenants),
  properties: byText(properties, sql`${properties.refId}`),
  contracts: byText(contracts, sql`${contracts.contractRefName}`),
};

function keyedList(list: SpreadsheetList): KeyedList {
  const keyed = KEYED[list];
  if (!keyed) throw new Error(`The ${list} list has no key to find its records by.`);
  return keyed;
}

/** A key value as the list compares it. */
export const normalizedKey = (list: SpreadsheetList, value: string) => keyedList(list).normalized(value);

/** The rows of a list with these keys (normalized), each with its normalized key; several may share one. */
export async function rowsByKeys(
  db: Reader,
  list: SpreadsheetList,
  keys: readonly string[],
): Promise<Map<string, StoredRow[]>> {
  const { table, key } = keyedList(list);
  const found = new Map<string, StoredRow[]>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({ row: table as never, key: sql<string>`${key}`.as('import_key') })
    .from(table)
    .where(inArray(key, [...keys]));
  for (const { row, key: value } of rows as { row: StoredRow; key: string }[]) {
    found.set(value, [...(found.get(value) ?? []), row]);
  }
  return found;
}

/** An owner or tenant added by an import has no password anyone knows: no hash verifies against this. */
const NO_PASSWORD = '!imported-without-password';

export interface ListImport {
  list: ImportedList;
  table: RecordTable;
  audit: AuditedRecord;
  /** The add form's schema (without its password and files): a row gets the messages its form would show. */
  schema: z.ZodType;
  /** Where a column's value goes in the schema's input, when not at its header (`agent.name` goes to agent.name). */
  inputPaths: Readonly<Record<string, string>>;
  /** The columns a row sets, from its parsed values: every imported column, null for an empty cell. */
  values: (parsed: never) => Record<string, unknown>;
  /** What only a new record is stored with besides its values. */
  newOnly: Record<string, unknown>;
}

/** The stored columns of an audited record a spreadsheet row sets: its audited columns but `kept`. */
const importedColumns = (audit: AuditedRecord, kept: readonly string[]) =>
  Object.keys(audit.fields).filter((column) => !kept.includes(column));

/**
 * `values` with every imported column present: an empty cell clears the stored value, except in a column that
 * must hold one (a property's status), which keeps it (or, on a new record, takes the column's default).
 */
function completed(
  table: RecordTable,
  columns: readonly string[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const stored = getTableColumns(table) as Record<string, { notNull: boolean }>;
  return Object.fromEntries(
    columns.flatMap((column) => {
      const value = values[column] ?? null;
      return value === null && stored[column]?.notNull ? [] : [[column, value]];
    }),
  );
}

const OWNER_COLUMNS = importedColumns(OWNER_AUDIT, OWNER_IMAGE_COLUMNS);
const PROPERTY_FILE_COLUMNS = ['images', 'titleDeed', 'managementContract'];
const PROPERTY_COLUMNS = importedColumns(PROPERTY_AUDIT, PROPERTY_FILE_COLUMNS);
const TENANT_COLUMNS = importedColumns(TENANT_AUDIT, [
  'profileImage',
  'passportFile',
  'contractFile',
  'inventoryFile',
]);
const LEASE_COLUMNS = [
  'renewedByContractId',
  'endingDate',
  'endingNote',
  'endingPropertyAvailable',
  'renewalOfferedAt',
];
const CONTRACT_COLUMNS = importedColumns(CONTRACT_AUDIT, LEASE_COLUMNS);

const ownerRowSchema = ownerCreateSchema.omit({ password: true });
type OwnerRow = z.output<typeof ownerRowSchema>;
type PropertyRow = z.output<typeof propertyCreateSchema>;
// Sub-tenants are not read from a tenants file (they have a list of their own).
const tenantRowSchema = tenantCreateSchema.omit({ password: true, subTenants: true });
type TenantRow = z.output<typeof tenantRowSchema>;
type ContractRow = z.output<typeof contractCreateSchema>;

export const LIST_IMPORTS: Record<ImportedList, ListImport> = {
  owners: {
    list: 'owners',
    table: owners,
    audit: OWNER_AUDIT,
    schema: ownerRowSchema,
    inputPaths: {},
    values: (parsed: OwnerRow) =>
      completed(owners, OWNER_COLUMNS, newOwnerRow({ ...parsed, password: '' }, NO_PASSWORD, {})),
    newOnly: { passwordHash: NO_PASSWORD },
  },
  properties: {
    list: 'properties',
    table: properties,
    audit: PROPERTY_AUDIT,
    schema: propertyCreateSchema,
    inputPaths: { ownerEmail: 'owner' },
    values: (parsed: PropertyRow) =>
      completed(properties, PROPERTY_COLUMNS, newPropertyRow(parsed, parsed.owner.toLowerCase(), {})),
    newOnly: {},
  },
  tenants: {
    list: 'tenants',
    table: tenants,
    audit: TENANT_AUDIT,
    schema: tenantRowSchema,
    inputPaths: { propertyRefId: 'property' },
    values: (parsed: TenantRow) =>
      completed(
        tenants,
        TENANT_COLUMNS,
        newTenantRow(
          { ...parsed, password: '', subTenants: [] },
          NO_PASSWORD,
          parsed.property.toLowerCase(),
          {},
        ),
      ),
    newOnly: { passwordHash: NO_PASSWORD },
  },
  contracts: {
    list: 'contracts',
    table: contracts,
    audit: CONTRACT_AUDIT,
    schema: contractCreateSchema,
    inputPaths: { ownerEmail: 'ownerId', propertyRefId: 'propertyId', tenantEmail: 'tenantId' },
    values: (parsed: ContractRow) => completed(contracts, CONTRACT_COLUMNS, newContractRow(parsed)),
    newOnly: {},
  },
};

/** The header whose value a schema issue's path names: the inverse of inputPaths (`owner` is `ownerEmail`). */
export function headerOfPath(listImport: ListImport, path: readonly PropertyKey[]): string {
  const joined = path.map(String).join('.');
  const renamed = Object.entries(listImport.inputPaths).find(([, input]) => input === joined);
  if (renamed) return renamed[0];
  const header = SPREADSHEETS[listImport.list].columns.find((column) => column.header === joined);
  return header?.header ?? joined;
}
