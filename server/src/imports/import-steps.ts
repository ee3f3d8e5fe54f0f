// What every list's import shares between checking its rows and writing them (./list-import-run.ts runs the steps,
// ./list-imports.ts says what each list does in them).
import type { AuditChange } from '@pm/schemas/audit';
import type { SpreadsheetList } from '@pm/schemas/spreadsheet';
import { type ImportedList, type ImportProblem, MAX_REPORTED_PROBLEMS } from '@pm/schemas/spreadsheet-import';
import type { z } from 'zod';
import type { ChangeStamp } from '../audit/audit-trail';
import type { Db } from '../db/database';

/** The audit field that names the import a record came from or was changed by. */
export const IMPORT_AUDIT_FIELD = 'import';

/** Rows read, checked, planned and written at a time: what an import holds of a file's rows. */
export const IMPORT_BATCH = 1000;

/** New records stored a statement at a time: within PostgreSQL's bind parameter limit at 30 columns a record. */
export const WRITE_BATCH = 500;

/** A row checked: its line, its key, the ids of its links by column, and its parsed values unless it is bad. */
export interface CheckedRow {
  line: number;
  key: string;
  links: ReadonlyMap<string, string>;
  parsed?: unknown;
}

/** The bad rows of a file: all counted, the first MAX_REPORTED_PROBLEMS kept for the report. */
export class Problems {
  readonly reported: ImportProblem[] = [];
  count = 0;
  add(problem: ImportProblem) {
    this.count += 1;
    if (this.reported.length < MAX_REPORTED_PROBLEMS) this.reported.push(problem);
  }
}

/** How the write names itself in every audit event: who, when, and the file. */
export interface ImportWrite {
  stamp: ChangeStamp;
  named: AuditChange[];
  updateExisting: boolean;
}

/** What a file would do to its list, and how to do it (in the import's transaction). */
export interface ImportWork {
  created: number;
  changed: number;
  unchanged: number;
  /** Writes the new records, and the changed ones with updateExisting; answers stored files no record holds now. */
  write: (tx: Db, how: ImportWrite) => Promise<string[]>;
}

/** What every batch of one import is planned with. */
export interface ImportPlanning {
  /** The list's columns the file's mapping fills: a stored record keeps what the others hold. */
  columnsInFile: ReadonlySet<string>;
  updateExisting: boolean;
}

export interface ListImport {
  list: ImportedList;
  /** The list whose key the rows are matched by: the list's own, or its parent's (a sub-tenant's tenant). */
  keyList: SpreadsheetList;
  /** The add form's schema (without its password and files): a row gets the messages its form would show. */
  schema: z.ZodType;
  /**
   * Where a column's value goes in the schema's input, when not at its header (`agent.name` goes to agent.name);
   * '' for a link that only tells the row's parent.
   */
  inputPaths: Readonly<Record<string, string>>;
  /** Rows with the same key are one record's parts (the sub-tenants of one tenant), not a repeated record. */
  grouped?: true;
  /** Matches the checked rows with the stored records: what is new, changed or unchanged, and how to write it. */
  plan: (tx: Db, rows: CheckedRow[], problems: Problems, planning: ImportPlanning) => Promise<ImportWork>;
}
