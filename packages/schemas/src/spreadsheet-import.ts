// Importing a list's spreadsheet (issue 24): which lists import, how a file's columns are matched to the list's
// columns (SPREADSHEETS in ./spreadsheet, the same an export writes), the report of a dry run or an import, and
// the messages. No zod here: the import pages read these facts, the server checks the rows with the forms' own
// schemas, so a row gets the messages its form would show.
import { SPREADSHEETS, type SpreadsheetList, spreadsheetHeaders } from './spreadsheet';

/** The lists a file imports into: sub-tenants on the tenants' import page, every other list on its own. */
export const IMPORTED_LISTS = [
  'owners',
  'properties',
  'tenants',
  'sub-tenants',
  'contracts',
] as const satisfies readonly SpreadsheetList[];
export type ImportedList = (typeof IMPORTED_LISTS)[number];

export const isImportedList = (list: string): list is ImportedList =>
  (IMPORTED_LISTS as readonly string[]).includes(list);

/** A file's size limit: about 50,000 owners as CSV. */
export const MAX_IMPORT_MEGABYTES = 25;
/** The most records one file may hold. */
export const MAX_IMPORT_ROWS = 50_000;
/**
 * What an XLSX workbook (a zip) may expand to, its files inflated, and how many files it may hold: several times a
 * workbook of MAX_IMPORT_ROWS long records, and far below what a zip bomb of MAX_IMPORT_MEGABYTES expands to.
 */
export const MAX_WORKBOOK_EXPANDED_MEGABYTES = 256;
export const MAX_WORKBOOK_FILES = 1_000;
/** A report lists at most this many problems; `problemCount` says how many there were. */
export const MAX_REPORTED_PROBLEMS = 500;

/** The parts of an import's multipart form. */
export const IMPORT_FORM_FIELDS = {
  file: 'file',
  /** JSON: the file's column name -> the list's column header ('' when not imported). */
  mapping: 'mapping',
  /** 'true': change the records whose row differs (else they are reported and kept). */
  updateExisting: 'updateExisting',
  /** 'true': check and count, write nothing. */
  dryRun: 'dryRun',
} as const;

/** The file's column name -> the list's column header it fills, or '' for a column left out. */
export type ImportMapping = Record<string, string>;

/** One bad cell (or row) of a file: its line as a spreadsheet program numbers it (the header is line 1). */
export interface ImportProblem {
  line: number;
  /** The list's column header; '' when the problem is the whole row's. */
  field: string;
  message: string;
}

/** What a dry run found, or what an import did. */
export interface ImportReport {
  list: ImportedList;
  /** The file's column names, in its order. */
  headers: string[];
  /** The mapping used: the one sent, or the one guessed from the headers. */
  mapping: ImportMapping;
  /** Records in the file. */
  rows: number;
  /** Rows whose key no record has yet. */
  created: number;
  /** Rows whose record exists and differs: updated only with "update existing". */
  changed: number;
  /** Rows equal to their record, field for field. */
  unchanged: number;
  /** The bad rows, at most MAX_REPORTED_PROBLEMS of them, by line. */
  problems: ImportProblem[];
  problemCount: number;
  /** Whether the records were written (an import with no problem). */
  imported: boolean;
  /** Whether the changed rows were (or would be) applied. */
  updateExisting: boolean;
}

/** A background import's steps: waiting for a worker, checking and writing its rows, then done or failed. */
export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** A file imported by a background job: what the page shows while it runs and after (survives a reload). */
export interface ImportJob {
  id: string;
  list: ImportedList;
  fileName: string;
  status: ImportJobStatus;
  /** Records in the file, and how many were checked (and, without problems, written) so far. */
  rows: number;
  rowsDone: number;
  /** Once done: what the import did, or the bad rows that stopped it. */
  report: ImportReport | null;
  /** Once failed: why, for a person. */
  failure: string | null;
  createdAt: string;
}

export const IMPORT_MESSAGES = {
  list: `list must be one of: ${IMPORTED_LISTS.join(', ')}.`,
  file: 'Choose a CSV or XLSX file to import.',
  fileType:
    'The file must be a CSV file (comma-separated, UTF-8) or an Excel workbook (.xlsx). Save it as one of those and choose it again.',
  fileTooLarge: `The file must be at most ${MAX_IMPORT_MEGABYTES} MB. Split it into smaller files.`,
  unreadable: 'The file could not be read as a spreadsheet. Save it again as CSV (UTF-8) or XLSX.',
  workbookTooLarge: `The workbook expands to more than ${MAX_WORKBOOK_EXPANDED_MEGABYTES} MB or holds more than ${MAX_WORKBOOK_FILES.toLocaleString('en-US')} files once opened. Split it into smaller files, or save it as CSV (UTF-8).`,
  noHeader: 'The file is empty. Its first row must name the columns.',
  firstSheetEmpty:
    'The first sheet of the workbook is empty, and only the first sheet is imported. Move the records to the first sheet (its first row naming the columns), or save that sheet as CSV (UTF-8), and choose the file again.',
  csvSeparator: (separatorsNamed: string) =>
    `The file's columns are separated by ${separatorsNamed}, not commas. Save it as CSV with commas (in Excel: "CSV UTF-8 (Comma delimited)") and choose it again.`,
  noRows: 'The file has a header row but no records.',
  tooManyRows: `The file holds more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} records. Split it into smaller files.`,
  mapping:
    'mapping must be a JSON object from the file’s column names to the list’s columns (or "" to leave one out).',
  flag: (name: string) => `${name} must be true or false.`,
  jobDryRun:
    'dryRun must be false for an import in the background: check a file with POST /api/import/{list} and dryRun=true.',
  unknownColumn: (column: string, list: ImportedList) =>
    `${column} is not a column of the ${SPREADSHEETS[list].title.toLowerCase()} list.`,
  unknownHeader: (header: string) => `The file has no column named ${header}.`,
  headerRepeated: (header: string) =>
    `The file has more than one column named ${header}. Rename or remove the others, so that the import knows which to read.`,
  mappedTwice: (column: string) => `Two columns of the file are mapped to ${column}. Map only one.`,
  keyNotMapped: (key: string) => `Map a column of the file to ${key}: the import matches records by it.`,
  keyMissing: (key: string) => `${key} is empty: the import matches records by it. Give every row one.`,
  keyRepeated: (key: string, firstLine: number) =>
    `This ${key} is also on line ${firstLine}. Each record may be in the file once.`,
  partsApart: (key: string, firstLine: number) =>
    `This ${key} also has rows from line ${firstLine}, with other rows between. Put the rows of one ${key} on lines next to each other.`,
  keyShared: (key: string, count: number) =>
    `${count} records already have this ${key}, so the row cannot tell which to update. Make it unique first.`,
  linkMissing: (key: string, list: SpreadsheetList) =>
    `No record of the ${SPREADSHEETS[list].title.toLowerCase()} list has this ${key}. Import the ${SPREADSHEETS[list].title.toLowerCase()} first, or correct it.`,
  problems: 'The file has errors, so nothing was imported. Correct the rows listed and import it again.',
  failed: 'The import could not be completed, so nothing was imported. Please try again.',
  interrupted: 'The import was interrupted; start it again.',
  subTenantsChangedMeanwhile:
    "A tenant's sub-tenants were changed while the file was importing, so nothing was imported. Check the file again and import it.",
  starterMayNotWrite:
    'Nothing was imported: the account that started the import may no longer add or change records (its role was changed or it was deactivated). Someone who may can import the file.',
  deletedMeanwhile:
    'A record the file updates was deleted while the file was importing, so nothing was imported. Check the file again and import it.',
  jobNotFound: 'No import of yours has this id. Start the import again from its page.',
  jobId: 'id must be the id of an import (a UUID).',
} as const;

/**
 * The column a list's rows are matched by: its key (`email`), or for a list of parts the link to their record
 * (a sub-tenant's `tenantEmail`: a tenant's rows are its sub-tenants).
 */
export function importKey(list: ImportedList): string {
  const { key, partOf, columns } = SPREADSHEETS[list];
  const parentLink = columns.find((column) => column.link?.list === partOf);
  return (key ?? parentLink?.header) as string;
}

/** Header spellings beside the columns' own names: the labels the forms show, where they differ. */
const LABELS: Readonly<Record<string, readonly string[]>> = {
  dob: ['Date of birth', 'Birthday'],
  nickName: ['Nickname'],
  surName: ['Surname', 'Last name'],
  firstName: ['First name', 'Given name'],
  emergencyNo: ['Emergency number', 'Emergency contact'],
  contactNo: ['Contact number', 'Phone', 'Mobile'],
  passportNo: ['Passport number', 'Passport'],
  passportExpiry: ['Passport expiry date', 'Passport expiry'],
  bankAccNo: ['Bank account number', 'Account number'],
  estimatedRent: ['6-Month rate'],
  threeSixtyTour: ['360° tour', '360 tour'],
  ownerEmail: ['Owner', 'Owner email'],
  whatsAppNo: ['WhatsApp', 'WhatsApp number'],
  homeAddress: ['Home address', 'Address'],
  propertyRefId: ['Property', 'Property Ref ID'],
  tenantEmail: ['Tenant', 'Tenant email'],
  contractRefName: ['Contract', 'Contract name', 'Contract reference'],
};

/** Case, spaces and punctuation aside: `Passport No.` and `passportNo` are one name. */
const comparable = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The mapping a file's headers suggest: each header to the list's column of the same name (or label), compared
 * without case, spaces and punctuation; a header that names none, or a column already taken, to ''.
 */
export function guessedMapping(list: ImportedList, headers: readonly string[]): ImportMapping {
  const byName = new Map<string, string>();
  for (const column of spreadsheetHeaders(list)) {
    for (const name of [column, ...(LABELS[column] ?? [])]) {
      if (!byName.has(comparable(name))) byName.set(comparable(name), column);
    }
  }
  const taken = new Set<string>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    // A header the file has twice keeps its first guess, which the import then refuses (which column to read?).
    if (Object.hasOwn(mapping, header)) continue;
    const column = byName.get(comparable(header));
    mapping[header] = column && !taken.has(column) ? column : '';
    if (column) taken.add(column);
  }
  return mapping;
}
