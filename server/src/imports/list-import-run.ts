// One import (or its dry run) of a list's spreadsheet: map the file's columns, check every row with the add form's
// rules, resolve the links by their natural keys, match each row with its record by the list's key, then, when
// nothing is wrong and it is no dry run, write the new records and (with "update existing") the changed ones in
// one transaction, each with its audit event naming the import. A bad row or a failure writes nothing.
import type { AuditChange } from '@pm/schemas/audit';
import { SPREADSHEETS, type SpreadsheetList, unguardedText } from '@pm/schemas/spreadsheet';
import {
  guessedMapping,
  IMPORT_MESSAGES,
  type ImportedList,
  type ImportMapping,
  type ImportProblem,
  type ImportReport,
  MAX_REPORTED_PROBLEMS,
} from '@pm/schemas/spreadsheet-import';
import type { ChangeStamp } from '../audit/audit-trail';
import { insertManyAudited, updateAudited } from '../audit/audited-writes';
import type { Db } from '../db/database';
import {
  headerOfPath,
  LIST_IMPORTS,
  type ListImport,
  normalizedKey,
  rowsByKeys,
  type StoredRow,
} from './list-imports';
import type { SheetRow, SheetText } from './spreadsheet-files';

/** Keys looked up at a time: one query per batch, each well under PostgreSQL's bind parameter limit. */
const LOOKUP_BATCH = 1000;

/** New records stored a statement at a time: within PostgreSQL's bind parameter limit at 30 columns a record. */
const WRITE_BATCH = 500;

/** The audit field that names the import a record came from or was changed by. */
export const IMPORT_AUDIT_FIELD = 'import';

export interface ImportOptions {
  /** The mapping the person chose; none: guessed from the headers. */
  mapping?: ImportMapping;
  updateExisting: boolean;
  dryRun: boolean;
  /** The uploaded file's name, for the audit events. */
  fileName: string;
}

/** A row checked: its line, and its parsed values or nothing (its problems are in the report). */
interface CheckedRow {
  line: number;
  key: string;
  parsed?: unknown;
}

const LINE_OF_HEADER = 1;

/** The problems of a mapping: a header the file lacks, a column the list lacks, one mapped twice, the key left out. */
function mappingProblems(list: ImportedList, headers: readonly string[], mapping: ImportMapping) {
  const columns = new Set(SPREADSHEETS[list].columns.map((column) => column.header));
  const problems: ImportProblem[] = [];
  const mapped = new Set<string>();
  for (const [header, column] of Object.entries(mapping)) {
    if (!headers.includes(header)) {
      problems.push({ line: LINE_OF_HEADER, field: column, message: IMPORT_MESSAGES.unknownHeader(header) });
    } else if (column !== '' && !columns.has(column)) {
      problems.push({
        line: LINE_OF_HEADER,
        field: column,
        message: IMPORT_MESSAGES.unknownColumn(column, list),
      });
    } else if (column !== '' && mapped.has(column)) {
      problems.push({ line: LINE_OF_HEADER, field: column, message: IMPORT_MESSAGES.mappedTwice(column) });
    }
    if (column !== '') mapped.add(column);
  }
  const key = SPREADSHEETS[list].key as string;
  if (!mapped.has(key)) {
    problems.push({ line: LINE_OF_HEADER, field: key, message: IMPORT_MESSAGES.keyNotMapped(key) });
  }
  return problems;
}

/** Sets `value` at a dotted path of `target` (`agent.name`). */
function setPath(target: Record<string, unknown>, path: string, value: string) {
  const parts = path.split('.');
  let place = target;
  for (const part of parts.slice(0, -1)) {
    place[part] ??= {};
    place = place[part] as Record<string, unknown>;
  }
  place[parts[parts.length - 1] as string] = value;
}

/** A row's cells by the list's column headers, through the mapping (a CSV's formula guard taken off). */
function cellsByColumn(sheet: SheetText, row: SheetRow, mapping: ImportMapping): Map<string, string> {
  const cells = new Map<string, string>();
  sheet.headers.forEach((header, index) => {
    const column = mapping[header];
    if (!column) return;
    const text = (row.cells[index] ?? '').trim();
    cells.set(column, sheet.format === 'csv' ? unguardedText(text) : text);
  });
  return cells;
}

/** The columns of a list that link to another list's record, by header. */
const linkColumns = (list: ImportedList) =>
  SPREADSHEETS[list].columns.flatMap((column) =>
    column.link ? [{ header: column.header, ...column.link }] : [],
  );

/** Looks up keys in batches: normalized key -> the rows that have it. */
async function lookUp(db: Pick<Db, 'select'>, list: SpreadsheetList, keys: Iterable<string>) {
  const all = [...new Set(keys)];
  const found = new Map<string, StoredRow[]>();
  for (let start = 0; start < all.length; start += LOOKUP_BATCH) {
    for (const [key, rows] of await rowsByKeys(db, list, all.slice(start, start + LOOKUP_BATCH))) {
      found.set(key, rows);
    }
  }
  return found;
}

/** Values as the database gives them back, so that a number and its text, or a Date and its day, compare equal. */
function comparable(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

const differs = (stored: StoredRow, values: Record<string, unknown>) =>
  Object.entries(values).some(([column, value]) => comparable(stored[column]) !== comparable(value));

class Problems {
  readonly reported: ImportProblem[] = [];
  count = 0;
  add(problem: ImportProblem) {
    this.count += 1;
    if (this.reported.length < MAX_REPORTED_PROBLEMS) this.reported.push(problem);
  }
}

/**
 * Checks a list's spreadsheet and, unless it is a dry run or a row is bad, imports it in one transaction of `db`.
 * Answers the report either way.
 */
export async function runListImport(
  db: Db,
  list: ImportedList,
  sheet: SheetText,
  options: ImportOptions,
  stamp: ChangeStamp,
): Promise<ImportReport> {
  const listImport = LIST_IMPORTS[list];
  const mapping = options.mapping ?? guessedMapping(list, sheet.headers);
  const report = (
    problems: Problems,
    counts = { created: 0, changed: 0, unchanged: 0 },
    imported = false,
  ) => ({
    list,
    headers: sheet.headers,
    mapping,
    rows: sheet.rows.length,
    ...counts,
    problems: problems.reported.sort((a, b) => a.line - b.line),
    problemCount: problems.count,
    imported,
    updateExisting: options.updateExisting,
  });

  const problems = new Problems();
  for (const problem of mappingProblems(list, sheet.headers, mapping)) problems.add(problem);
  if (problems.count > 0) return report(problems);

  const plan = async (tx: Db) => {
    const checked = await checkRows(tx, listImport, sheet, mapping, problems);
    const existing = await lookUp(
      tx,
      list,
      checked.map((row) => row.key),
    );
    const created: CheckedRow[] = [];
    const changed: { row: CheckedRow; stored: StoredRow }[] = [];
    let unchanged = 0;
    const key = SPREADSHEETS[list].key as string;
    for (const row of checked) {
      const stored = existing.get(row.key) ?? [];
      if (stored.length > 1) {
        problems.add({ line: row.line, field: key, message: IMPORT_MESSAGES.keyShared(key, stored.length) });
      } else if (row.parsed !== undefined) {
        const [record] = stored;
        if (!record) created.push(row);
        else if (differs(record, listImport.values(row.parsed as never)))
          changed.push({ row, stored: record });
        else unchanged += 1;
      }
    }
    return { created, changed, unchanged };
  };

  const write = async (tx: Db, work: Awaited<ReturnType<typeof plan>>) => {
    const named: AuditChange[] = [{ field: IMPORT_AUDIT_FIELD, after: options.fileName }];
    for (let start = 0; start < work.created.length; start += WRITE_BATCH) {
      const values = work.created
        .slice(start, start + WRITE_BATCH)
        .map((row) => ({ ...listImport.values(row.parsed as never), ...listImport.newOnly }));
      await insertManyAudited(tx, listImport.table, values as never[], stamp, listImport.audit, named);
    }
    if (!options.updateExisting) return;
    for (const { row, stored } of work.changed) {
      const values = listImport.values(row.parsed as never);
      await updateAudited(
        tx,
        listImport.table,
        stored as never,
        values as never,
        stamp,
        listImport.audit,
        named,
      );
    }
  };

  const counts = (work: Awaited<ReturnType<typeof plan>>) => ({
    created: work.created.length,
    changed: work.changed.length,
    unchanged: work.unchanged,
  });

  if (options.dryRun) {
    const work = await plan(db);
    return report(problems, counts(work));
  }
  // Everything, checks included, in the one transaction: no record can change between the check and the write.
  let result: ImportReport | undefined;
  await db
    .transaction(async (tx) => {
      const work = await plan(tx);
      if (problems.count > 0) {
        result = report(problems, counts(work));
        throw ROLLED_BACK;
      }
      await write(tx, work);
      result = report(problems, counts(work), true);
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  return result as ImportReport;
}

/** Thrown to roll the import's transaction back when a row is bad; never leaves runListImport. */
const ROLLED_BACK = Symbol('rolled back');

/**
 * Checks each row: its key present and once in the file, its links to records that exist (and only one each),
 * its values by the add form's schema. Answers every row with its key; a bad row without `parsed`.
 */
async function checkRows(
  db: Pick<Db, 'select'>,
  listImport: ListImport,
  sheet: SheetText,
  mapping: ImportMapping,
  problems: Problems,
): Promise<CheckedRow[]> {
  const { list } = listImport;
  const key = SPREADSHEETS[list].key as string;
  const links = linkColumns(list);
  const rows = sheet.rows.map((row) => ({ line: row.line, cells: cellsByColumn(sheet, row, mapping) }));

  const linked = new Map<string, Map<string, StoredRow[]>>();
  for (const link of links) {
    const keys = rows.flatMap((row) => {
      const value = row.cells.get(link.header);
      return value ? [normalizedKey(link.list, value)] : [];
    });
    linked.set(link.header, await lookUp(db, link.list, keys));
  }

  const firstLineOf = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const keyValue = normalizedKey(list, cells.get(key) ?? '');
    let bad = false;
    const problem = (field: string, message: string) => {
      bad = true;
      problems.add({ line, field, message });
    };
    if (keyValue === '') problem(key, IMPORT_MESSAGES.keyMissing(key));
    else if (firstLineOf.has(keyValue))
      problem(key, IMPORT_MESSAGES.keyRepeated(key, firstLineOf.get(keyValue) as number));
    else firstLineOf.set(keyValue, line);

    const input: Record<string, unknown> = {};
    for (const [column, text] of cells) {
      const link = links.find((entry) => entry.header === column);
      const path = listImport.inputPaths[column] ?? column;
      if (!link) {
        setPath(input, path, text);
        continue;
      }
      if (text === '') continue;
      const found = linked.get(column)?.get(normalizedKey(link.list, text)) ?? [];
      if (found.length === 0) problem(column, IMPORT_MESSAGES.linkMissing(link.key, link.list));
      else if (found.length > 1) problem(column, IMPORT_MESSAGES.keyShared(link.key, found.length));
      else setPath(input, path, (found[0] as StoredRow).id);
    }

    const parsed = listImport.schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = headerOfPath(listImport, issue.path);
        // A link already reported (no such owner) also fails the schema as missing: say it once.
        if (links.some((link) => link.header === field) && cells.get(field)) continue;
        problem(field, issue.message);
      }
    }
    return { line, key: keyValue, parsed: bad || !parsed.success ? undefined : parsed.data };
  });
}
