// The spreadsheets of every list (issue 24): the columns an export writes and an import reads, declared once, so
// that an exported file imports back unchanged. No zod here: the api-client and the list pages import the list
// names and titles, the server writes the files from these columns.
//
// A column's `header` is the name in the file's first row: the field's name in SPEC 3 and in the add payload
// (`email`, `refId`, `contractRefName`, `agent.name`). Its `field` is where the value sits in the record as the
// API answers it (`profile.name`), so a test or an import can compare a row with a record. Links between lists
// are written by the linked record's natural key (a property's owner by the owner's email), never by an id: a
// link column's `field` holds the linked record's `_id` and its `link` says which list's key column is written.
// Files (images, documents) have no column.
import { maskedNumber, PERSONAL_FIELDS } from './record-fields';
import type { Contract, Owner, Property, SubTenant, Tenant } from './records';

export const SPREADSHEET_LISTS = ['owners', 'properties', 'tenants', 'sub-tenants', 'contracts'] as const;
export type SpreadsheetList = (typeof SPREADSHEET_LISTS)[number];

export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

/** The Content-Type of each format. */
export const SPREADSHEET_MEDIA_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<SpreadsheetFormat, string>;

/**
 * A CSV file starts with this byte order mark, so that Excel reads it as UTF-8 (Thai names); a reader drops it
 * (papaparse keeps it in the first header).
 */
export const CSV_BYTE_ORDER_MARK = '\ufeff';

export const SPREADSHEET_MESSAGES = {
  list: `list must be one of: ${SPREADSHEET_LISTS.join(', ')}.`,
  format: `format must be one of: ${SPREADSHEET_FORMATS.join(', ')}.`,
  failed: 'The export could not be downloaded. Please try again.',
} as const;

/**
 * How a cell holds its value: text as is, a number, a boolean (`true` / `false` in a CSV), a calendar date as
 * `yyyy-mm-dd` text (in XLSX too: no time zone can shift it). An empty cell is a value the record does not have.
 */
export type CellKind = 'text' | 'number' | 'boolean' | 'date';

/** A sub-tenant as a row of the sub-tenants list: an item of its tenant's `profile.subTenants`, with that tenant. */
export type SubTenantEntry = SubTenant & { tenant: Pick<Tenant, '_id'> };

/** The record each list's rows are read from, as the API answers it. */
export interface SpreadsheetRecords {
  owners: Owner;
  properties: Property;
  tenants: Tenant;
  'sub-tenants': SubTenantEntry;
  contracts: Contract;
}

/** The dotted paths of a record's values (`profile.name`, `owner._id`); arrays are not reached into. */
export type FieldPath<T> = {
  [Key in keyof T & string]: NonNullable<T[Key]> extends readonly unknown[]
    ? never
    : NonNullable<T[Key]> extends Record<string, unknown>
      ? `${Key}.${FieldPath<NonNullable<T[Key]>>}`
      : Key;
}[keyof T & string];

export interface SpreadsheetColumn {
  /** The name in the file's first row. */
  header: string;
  /**
   * Where the value sits in the record as the API answers it (for a link: the linked record's `_id`): a
   * FieldPath of the list's record, checked where the column is declared.
   */
  field: string;
  kind: CellKind;
  /** A link to a record of another list, written as that record's `key` column. */
  link?: { list: SpreadsheetList; key: string };
  /** A personal number (PERSONAL_FIELDS.masked): masked for a role that may not see it, as in every answer. */
  personal: boolean;
}

interface ColumnOptions {
  link?: { list: SpreadsheetList; key: string };
}

const MASKED = new Set<string>(PERSONAL_FIELDS.masked);

function column<Row>(
  header: string,
  field: FieldPath<Row>,
  kind: CellKind = 'text',
  { link }: ColumnOptions = {},
): SpreadsheetColumn {
  return {
    header,
    field,
    kind,
    ...(link ? { link } : {}),
    personal: MASKED.has(header),
  };
}

const owner = (header: string, field: FieldPath<Owner>, kind?: CellKind) =>
  column<Owner>(header, field, kind);
const property = (header: string, field: FieldPath<Property>, kind?: CellKind, options?: ColumnOptions) =>
  column<Property>(header, field, kind, options);
const tenant = (header: string, field: FieldPath<Tenant>, kind?: CellKind, options?: ColumnOptions) =>
  column<Tenant>(header, field, kind, options);
const subTenant = (
  header: string,
  field: FieldPath<SubTenantEntry>,
  kind?: CellKind,
  options?: ColumnOptions,
) => column<SubTenantEntry>(header, field, kind, options);
const contract = (header: string, field: FieldPath<Contract>, kind?: CellKind, options?: ColumnOptions) =>
  column<Contract>(header, field, kind, options);

const OWNER_LINK = { link: { list: 'owners', key: 'email' } } as const;
const PROPERTY_LINK = { link: { list: 'properties', key: 'refId' } } as const;
const TENANT_LINK = { link: { list: 'tenants', key: 'email' } } as const;

export interface Spreadsheet {
  /** The sheet's name, and what a button names the list by. */
  title: string;
  /** The header of the column that tells one record from the others on import (none: matched with its parent). */
  key?: string;
  /** The list whose records hold these (a sub-tenant lives in its tenant): exported beside that list. */
  partOf?: SpreadsheetList;
  columns: readonly SpreadsheetColumn[];
}

/** Every list's spreadsheet, its columns in the order of the file. */
export const SPREADSHEETS: Record<SpreadsheetList, Spreadsheet> = {
  owners: {
    title: 'Owners',
    key: 'email',
    columns: [
      owner('email', 'email'),
      owner('name', 'profile.name'),
      owner('nickName', 'profile.nickName'),
      owner('contactNo', 'profile.contactNo'),
      owner('emergencyNo', 'profile.emergencyNo'),
      owner('dob', 'profile.dob', 'date'),
      owner('passportNo', 'passport.passportNo'),
      owner('passportExpiry', 'passport.passportExpiry', 'date'),
      owner('bankAccNo', 'bank.bankAccNo'),
      owner('bankName', 'bank.bankName'),
      owner('bankBranch', 'bank.bankBranch'),
      owner('billingThreshold', 'profile.billingThreshold'),
      owner('payGovtTax', 'profile.payGovtTax', 'boolean'),
      owner('payCommonAreaFee', 'profile.payCommonAreaFee', 'boolean'),
    ],
  },
  properties: {
    title: 'Properties',
    key: 'refId',
    columns: [
      property('refId', 'refId'),
      property('name', 'name'),
      property('ownerEmail', 'owner._id', 'text', OWNER_LINK),
      property('type', 'type'),
      property('condoName', 'condoName'),
      property('size', 'size', 'number'),
      property('rooms', 'rooms', 'number'),
      property('bedrooms', 'bedrooms', 'number'),
      property('bathrooms', 'bathrooms', 'number'),
      property('floors', 'floors', 'number'),
      property('status', 'status'),
      property('threeSixtyTour', 'threeSixtyTour'),
      property('billingDate', 'billingDate', 'date'),
      property('latitude', 'location.latitude', 'number'),
      property('longitude', 'location.longitude', 'number'),
      property('neighbourhood', 'location.neighbourhood'),
      property('englishLink', 'englishLink'),
      property('thaiLink', 'thaiLink'),
      property('address', 'address'),
      property('description', 'description'),
      property('monthlyRent', 'financialInfo.monthlyRent', 'number'),
      property('estimatedRent', 'financialInfo.estimatedRent', 'number'),
      property('managementFee', 'financialInfo.managementFee', 'number'),
    ],
  },
  tenants: {
    title: 'Tenants',
    key: 'email',
    columns: [
      tenant('email', 'email'),
      tenant('propertyRefId', 'profile.property._id', 'text', PROPERTY_LINK),
      tenant('firstName', 'profile.firstName'),
      tenant('nickName', 'profile.nickName'),
      tenant('surName', 'profile.surName'),
      tenant('contactNo', 'profile.contactNo'),
      tenant('whatsAppNo', 'profile.whatsAppNo'),
      tenant('dob', 'profile.dob', 'date'),
      tenant('nationality', 'profile.nationality'),
      tenant('homeAddress', 'profile.homeAddress'),
    ],
  },
  'sub-tenants': {
    title: 'Sub-tenants',
    partOf: 'tenants',
    columns: [
      subTenant('tenantEmail', 'tenant._id', 'text', TENANT_LINK),
      subTenant('firstName', 'firstName'),
      subTenant('nickName', 'nickName'),
      subTenant('surName', 'surName'),
      subTenant('email', 'email'),
      subTenant('contactNo', 'contactNo'),
      subTenant('whatsAppNo', 'whatsAppNo'),
      subTenant('dob', 'dob', 'date'),
      subTenant('nationality', 'nationality'),
      subTenant('homeAddress', 'homeAddress'),
      // The passport number; empty when the passport is an uploaded file.
      subTenant('passport', 'passport'),
    ],
  },
  contracts: {
    title: 'Contracts',
    key: 'contractRefName',
    columns: [
      contract('contractRefName', 'contractRefName'),
      contract('ownerEmail', 'owner._id', 'text', OWNER_LINK),
      contract('propertyRefId', 'property._id', 'text', PROPERTY_LINK),
      contract('tenantEmail', 'tenant._id', 'text', TENANT_LINK),
      contract('rentalRateInMonths', 'rentalRateInMonths', 'number'),
      contract('rentalPeriod', 'rentalPeriod'),
      contract('startDate', 'startDate', 'date'),
      contract('finishDate', 'finishDate', 'date'),
      contract('depositAmount', 'depositAmount', 'number'),
      contract('numberOfTenants', 'numberOfTenants', 'number'),
      contract('agent.name', 'agent.name'),
      contract('coAgent.name', 'coAgent.name'),
      contract('coAgent.company', 'coAgent.company'),
      contract('resOfUtils.water', 'resOfUtils.water'),
      contract('resOfUtils.electricity', 'resOfUtils.electricity'),
      contract('resOfUtils.internet', 'resOfUtils.internet'),
      contract('maintenanceThreshold', 'maintenanceThreshold', 'number'),
      contract('bahtMaintainanceThreshold', 'bahtMaintainanceThreshold', 'number'),
      contract('cleaningFeesAtChechOut', 'cleaningFeesAtChechOut', 'boolean'),
      contract('bedSheetCleaningFees', 'bedSheetCleaningFees', 'boolean'),
      contract('specialAggrements', 'specialAggrements', 'boolean'),
      contract('anyAgreedPets', 'anyAgreedPets', 'boolean'),
      contract('gardening', 'gardening', 'boolean'),
      contract('termitesSpraying', 'termitesSpraying', 'boolean'),
      contract('poolMaintainance', 'poolMaintainance', 'boolean'),
    ],
  },
};

/** The headers of a list, in the order of the file. */
export const spreadsheetHeaders = (list: SpreadsheetList): string[] =>
  SPREADSHEETS[list].columns.map((entry) => entry.header);

/** The lists a list screen exports: its own, and those whose records live in its records (sub-tenants). */
export const exportedWith = (list: SpreadsheetList): SpreadsheetList[] =>
  SPREADSHEET_LISTS.filter((other) => other === list || SPREADSHEETS[other].partOf === list);

/** The name of an export's file: the list and the day it was made, `owners-2026-11-27.csv`. */
export const spreadsheetFileName = (list: SpreadsheetList, format: SpreadsheetFormat, day: string) =>
  `${list}-${day}.${format}`;

/** A value of a cell as read from the database or a record: text, a number, a boolean, or none. */
export type CellValue = string | number | boolean | null | undefined;

/** A personal number as a role that may not see it gets it (`•••• 1234`), in a file as in every answer. */
export const maskedCell = (value: CellValue): CellValue =>
  typeof value === 'string' && value !== '' ? maskedNumber(value) : value;

// A CSV text cell that a spreadsheet program would run as a formula (`=HYPERLINK(...)`, `@SUM(...)`, `+cmd|...`)
// is written with a leading apostrophe, which those programs show as text. A leading + or - followed only by
// digits, spaces, dots, dashes and brackets (a phone number, a negative amount) is no formula and stays as it is.
// Text that already starts with apostrophes before such a start gets one more, so that reading back (dropping the
// one apostrophe) always gives the text that was written. XLSX cells are typed, never formulas: no guard there.
const FORMULA_START = /^'*(?:[=@\t\r]|[+-](?![\d\s().-]*$))/;

/** The CSV text of a text cell: as is, or with the apostrophe that keeps it from running as a formula. */
export const guardedText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The text a CSV text cell was made from (the inverse of guardedText). */
export const unguardedText = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

// XML reads a carriage return as a plain line break, so an XLSX text cell writes one as OOXML's escape `_x000D_`
// (and a text that already looks like an escape gets its underscore escaped as `_x005F_`), as Excel does; a reader
// turns every escape back into its character.
const XLSX_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

/** The text an XLSX cell is written with. */
export const xlsxText = (text: string) =>
  text.replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1').replace(/\r/g, '_x000D_');

/** The text an XLSX cell was written from (the inverse of xlsxText). */
export const xlsxTextValue = (text: string) =>
  text.replace(XLSX_ESCAPE, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A cell's text in a CSV file: '' for none, `true` / `false`, a number in JavaScript's shortest form. */
export function csvCellText(kind: CellKind, value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  return kind === 'text' ? guardedText(value) : value;
}

/** The value a CSV cell's text stands for (the inverse of csvCellText): null for an empty cell. */
export function csvCellValue(kind: CellKind, text: string): CellValue {
  if (text === '') return null;
  if (kind === 'number') return Number(text);
  if (kind === 'boolean') return text === 'true';
  return kind === 'text' ? unguardedText(text) : text;
}
