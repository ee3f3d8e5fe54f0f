// One import (or its dry run) of a list's spreadsheet: map the file's columns, check every row with the add form's
// rules, resolve the links by their natural keys, match each row with its record by the list's key, then, when
// nothing is wrong and it is no dry run, write the new records and (with "update existing") the changed ones in
// one transaction, each with its audit event naming the import. A bad row or a failure writes nothing.
import { SPREADSHEETS, unguardedText } from '@pm/schemas/spreadsheet';
import {
  guessedMapping,
  IMPORT_MESSAGES,
  type ImportedList,
  type ImportMapping,
  type ImportProblem,
  type ImportReport,
  importKey,
} from '@pm/schemas/spreadsheet-import';
import type { ChangeStamp } from '../audit/audit-trail';
import type { Db } from '../db/database';
import {
  type CheckedRow,
  IMPORT_AUDIT_FIELD,
  type ImportWork,
  type ListImport,
  Problems,
} from './import-steps';
import { LIST_IMPORTS } from './list-imports';
import { lookUp, normalizedKey, type StoredRow } from './record-keys';
import type { SheetRow, SheetText } from './spreadsheet-files';

export interface ImportOptions {
  /** The mapping the person chose; none: guessed from the headers. */
  mapping?: ImportMapping;
  updateExisting: boolean;
  dryRun: boolean;
  /** The uploaded file's name, for the audit events. */
  fileName: string;
}

/** The report, and the stored files the import left without a record (for the caller to delete). */
export interface ImportOutcome {
  report: ImportReport;
  unheldFiles: string[];
}

const LINE_OF_HEADER = 1;

/** The header whose value a schema issue's path names: the inverse of inputPaths (`owner` is `ownerEmail`). */
function headerOfPath(listImport: ListImport, path: readonly PropertyKey[]): string {
  const joined = path.map(String).join('.');
  const renamed = Object.entries(listImport.inputPaths).find(([, input]) => input === joined);
  return renamed ? renamed[0] : joined;
}

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
  const key = importKey(list);
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
): Promise<ImportOutcome> {
  const listImport = LIST_IMPORTS[list];
  const mapping = options.mapping ?? guessedMapping(list, sheet.headers);
  const problems = new Problems();
  const report = (work?: ImportWork, imported = false): ImportReport => ({
    list,
    headers: sheet.headers,
    mapping,
    rows: sheet.rows.length,
    created: work?.created ?? 0,
    changed: work?.changed ?? 0,
    unchanged: work?.unchanged ?? 0,
    problems: problems.reported.sort((a, b) => a.line - b.line),
    problemCount: problems.count,
    imported,
    updateExisting: options.updateExisting,
  });

  for (const problem of mappingProblems(list, sheet.headers, mapping)) problems.add(problem);
  if (problems.count > 0) return { report: report(), unheldFiles: [] };

  const plan = async (tx: Db) =>
    listImport.plan(tx, await checkRows(tx, listImport, sheet, mapping, problems), problems);
  if (options.dryRun) return { report: report(await plan(db)), unheldFiles: [] };

  // Everything, checks included, in the one transaction: no record can change between the check and the write.
  let outcome: ImportOutcome | undefined;
  await db
    .transaction(async (tx) => {
      const work = await plan(tx);
      if (problems.count > 0) {
        outcome = { report: report(work), unheldFiles: [] };
        throw ROLLED_BACK;
      }
      const unheldFiles = await work.write(tx, {
        stamp,
        named: [{ field: IMPORT_AUDIT_FIELD, after: options.fileName }],
        updateExisting: options.updateExisting,
      });
      outcome = { report: report(work, true), unheldFiles };
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  return outcome as ImportOutcome;
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
  const { list, keyList } = listImport;
  const key = importKey(list);
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
    const keyValue = normalizedKey(keyList, cells.get(key) ?? '');
    const resolved = new Map<string, string>();
    let bad = false;
    const problem = (field: string, message: string) => {
      bad = true;
      problems.add({ line, field, message });
    };
    if (keyValue === '') problem(key, IMPORT_MESSAGES.keyMissing(key));
    else if (listImport.grouped) {
      // Rows of one key are the parts of one record.
    } else if (firstLineOf.has(keyValue))
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
      else {
        const id = (found[0] as StoredRow).id;
        resolved.set(column, id);
        if (path) setPath(input, path, id);
      }
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
    return { line, key: keyValue, links: resolved, parsed: bad || !parsed.success ? undefined : parsed.data };
  });
}
