// What importing differs in from list to list: the add form's schema a row is checked with, where a column's value
// goes in that schema's input, and which columns a row sets. The steps (read, map, check, match, write) are the
// same for every list: ./list-import-run.ts.
import { contractCreateSchema } from '@pm/schemas/contract';
import { CONTRACT_MESSAGES } from '@pm/schemas/contract-fields';
import { ownerCreateSchema } from '@pm/schemas/owner';
import { propertyCreateSchema } from '@pm/schemas/property';
import type { ImportedList } from '@pm/schemas/spreadsheet-import';
import { tenantCreateSchema } from '@pm/schemas/tenant';
import { getTableColumns } from 'drizzle-orm';
import type { AuditedRecord } from '../audit/audited-writes';
import { CONTRACT_AUDIT, newContractRow } from '../contracts/contract-rows';
import type { RecordTable } from '../db/record-queries';
import { contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { tenants } from '../db/schema/tenants';
import { newOwnerRow, OWNER_AUDIT } from '../owners/owner-rows';
import { OWNER_IMAGE_COLUMNS } from '../owners/owners-repository';
import { newPropertyRow, PROPERTY_AUDIT } from '../properties/property-rows';
import { newTenantRow, TENANT_AUDIT } from '../tenants/tenant-rows';
import type { ListImport } from './import-steps';
import { keyedImport } from './keyed-import';
import { subTenantImport } from './sub-tenant-import';

/** An owner or tenant added by an import has no password anyone knows: no hash verifies against this. */
const NO_PASSWORD = '!imported-without-password';

/** The stored columns of an audited record a spreadsheet row sets: its audited columns but `kept`. */
const importedColumns = (audit: AuditedRecord, kept: readonly string[]) =>
  Object.keys(audit.fields).filter((column) => !kept.includes(column));

/**
 * `values` with every imported column present: an empty cell clears the stored value, except in a column that
 * must hold one (a property's status), which keeps it (or, on a new record, takes the column's default). An update
 * writes only the columns the file has (./keyed-import.ts).
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
// Sub-tenants are not read from a tenants file (they have a list of their own).
const tenantRowSchema = tenantCreateSchema.omit({ password: true, subTenants: true });

export const LIST_IMPORTS: Record<ImportedList, ListImport> = {
  owners: keyedImport({
    list: 'owners',
    table: owners,
    audit: OWNER_AUDIT,
    schema: ownerRowSchema,
    values: (parsed) =>
      completed(owners, OWNER_COLUMNS, newOwnerRow({ ...parsed, password: '' }, NO_PASSWORD, {})),
    newOnly: { passwordHash: NO_PASSWORD },
  }),
  properties: keyedImport({
    list: 'properties',
    table: properties,
    audit: PROPERTY_AUDIT,
    schema: propertyCreateSchema,
    inputPaths: { ownerEmail: 'owner' },
    values: (parsed) =>
      completed(properties, PROPERTY_COLUMNS, newPropertyRow(parsed, parsed.owner.toLowerCase(), {})),
  }),
  tenants: keyedImport({
    list: 'tenants',
    table: tenants,
    audit: TENANT_AUDIT,
    schema: tenantRowSchema,
    inputPaths: { propertyRefId: 'property' },
    values: (parsed) =>
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
  }),
  'sub-tenants': subTenantImport,
  contracts: keyedImport({
    list: 'contracts',
    table: contracts,
    audit: CONTRACT_AUDIT,
    schema: contractCreateSchema,
    inputPaths: { ownerEmail: 'ownerId', propertyRefId: 'propertyId', tenantEmail: 'tenantId' },
    values: (parsed) => completed(contracts, CONTRACT_COLUMNS, newContractRow(parsed)),
    fixed: { columns: ['ownerId', 'propertyId', 'tenantId'], message: CONTRACT_MESSAGES.partiesFixed },
  }),
};
