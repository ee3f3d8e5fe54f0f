// One import (or its dry run) of a list's spreadsheet: map the file's columns, check every row with the add form's
// rules, resolve the links by their natural keys, match each row with its record by the list's key, then, when
// nothing is wrong and it is no dry run, write the new records and (with "update existing") the changed ones in
// one transaction, each with its audit event naming the import. A bad row or a failure writes nothing. The rows
// go through these steps IMPORT_BATCH at a time: what is held across batches is each key's first line, not rows.
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
  IMPORT_BATCH,
  type ImportPlanning,
  type ImportWrite,
  type ListImport,
  Problems,
} from './import-steps';
import { LIST_IMPORTS } from './list-imports';
import { lookUp, normalizedKey, type StoredRow } from './record-keys';
import type { SheetRow, SheetSource } from './spreadsheet-files';

export interface ImportOptions {
  /** The mapping the person chose; none: guessed from the headers. */
  mapping?: ImportMapping;
  updateExisting: boolean;
  dryRun: boolean;
  /** The uploaded file's name, for the audit events. */
  fileName: string;
  /**
   * Run in the import's transaction once every row is written, before it commits: throws to import nothing (a
   * background job's starter who may no longer write records).
   */
  beforeCommit?: (tx: Db) => Promise<void>;
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

/**
 * The problems of a mapping: a header the file lacks or has twice (which of its columns would be read?), a column the
 * list lacks, one mapped twice, the key left out.
 */
function mappingProblems(list: ImportedList, headers: readonly string[], mapping: ImportMapping) {
  const columns = new Set(SPREADSHEETS[list].columns.map((column) => column.header));
  const repeated = new Set(headers.filter((header, index) => headers.indexOf(header) !== index));
  const problems: ImportProblem[] = [];
  const mapped = new Set<string>();
  for (const [header, column] of Object.entries(mapping)) {
    if (!headers.includes(header)) {
      problems.push({ line: LINE_OF_HEADER, field: column, message: IMPORT_MESSAGES.unknownHeader(header) });
    } else if (column !== '' && repeated.has(header)) {
      problems.push({ line: LINE_OF_HEADER, field: column, message: IMPORT_MESSAGES.headerRepeated(header) });
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

/** The columns of a list that link to another list's record, by header. */
const linkColumns = (list: ImportedList) =>
  SPREADSHEETS[list].columns.flatMap((column) =>
    column.link ? [{ header: column.header, ...column.link }] : [],
  );

/** A row's cells by the list's column headers, through the mapping (a CSV's formula guard taken off). */
interface MappedRow {
  line: number;
  cells: Map<string, string>;
}

function mappedRow(source: SheetSource, row: SheetRow, mapping: ImportMapping): MappedRow {
  const cells = new Map<string, string>();
  source.headers.forEach((header, index) => {
    const column = Object.hasOwn(mapping, header) ? mapping[header] : undefined;
    if (!column) return;
    const text = (row.cells[index] ?? '').trim();
    cells.set(column, source.format === 'csv' ? unguardedText(text) : text);
  });
  return { line: row.line, cells };
}

/**
 * The file's rows, mapped, about `size` at a time. A list of parts (sub-tenants) never splits one record's rows
 * between two batches: a batch ends where the key changes, so every batch plans whole records.
 */
async function* mappedBatches(
  source: SheetSource,
  mapping: ImportMapping,
  keyOf: (row: MappedRow) => string,
  grouped: boolean,
): AsyncGenerator<MappedRow[]> {
  let carried: MappedRow[] = [];
  for await (const batch of source.batches(IMPORT_BATCH)) {
    const rows = [...carried, ...batch.map((row) => mappedRow(source, row, mapping))];
    carried = [];
    if (grouped) {
      const lastKey = keyOf(rows[rows.length - 1] as MappedRow);
      let start = rows.length;
      while (start > 0 && keyOf(rows[start - 1] as MappedRow) === lastKey) start -= 1;
      // A batch of one record's rows only is far beyond its parts' limit: it goes as it is, to be reported.
      if (start > 0) carried = rows.splice(start);
    }
    if (rows.length > 0) yield rows;
  }
  if (carried.length > 0) yield carried;
}

/**
 * Checks a list's spreadsheet and, unless it is a dry run or a row is bad, imports it in one transaction of `db`.
 * Answers the report either way. `onProgress` hears how many rows were checked (and, importing, written).
 */
export async function runListImport(
  db: Db,
  list: ImportedList,
  source: SheetSource,
  options: ImportOptions,
  stamp: ChangeStamp,
  onProgress?: (rowsDone: number) => void,
): Promise<ImportOutcome> {
  const listImport = LIST_IMPORTS[list];
  const mapping = options.mapping ?? guessedMapping(list, source.headers);
  const problems = new Problems();
  const counts = { created: 0, changed: 0, unchanged: 0 };
  const report = (imported = false): ImportReport => ({
    list,
    headers: source.headers,
    mapping,
    rows: source.rows,
    ...counts,
    problems: problems.reported.sort((a, b) => a.line - b.line),
    problemCount: problems.count,
    imported,
    updateExisting: options.updateExisting,
  });

  for (const problem of mappingProblems(list, source.headers, mapping)) problems.add(problem);
  if (problems.count > 0) return { report: report(), unheldFiles: [] };

  const planning: ImportPlanning = {
    columnsInFile: new Set(Object.values(mapping).filter((column) => column !== '')),
    updateExisting: options.updateExisting,
  };
  /** Every batch checked and planned; with `write`, written while no row was bad. */
  const pass = async (tx: Db, write?: ImportWrite) => {
    const checker = new RowChecker(listImport, problems);
    const unheldFiles: string[] = [];
    let rowsDone = 0;
    const keyOf = (row: MappedRow) => checker.keyOf(row);
    for await (const batch of mappedBatches(source, mapping, keyOf, listImport.grouped === true)) {
      const work = await listImport.plan(tx, await checker.check(tx, batch), problems, planning);
      counts.created += work.created;
      counts.changed += work.changed;
      counts.unchanged += work.unchanged;
      if (write && problems.count === 0) unheldFiles.push(...(await work.write(tx, write)));
      rowsDone += batch.length;
      onProgress?.(rowsDone);
      // PGlite answers in microtasks only: without a turn of the event loop, no other request (not even one for
      // a static file, or this job's progress) would be served until the whole file is done.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return unheldFiles;
  };
  if (options.dryRun) {
    await pass(db);
    return { report: report(), unheldFiles: [] };
  }

  // Everything, checks included, in the one transaction: no record can change between the check and the write.
  let outcome: ImportOutcome | undefined;
  await db
    .transaction(async (tx) => {
      const unheldFiles = await pass(tx, {
        stamp,
        named: [{ field: IMPORT_AUDIT_FIELD, after: options.fileName }],
        updateExisting: options.updateExisting,
      });
      outcome = { report: report(problems.count === 0), unheldFiles };
      if (problems.count > 0) throw ROLLED_BACK;
      await options.beforeCommit?.(tx);
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  return outcome as ImportOutcome;
}

/** Thrown to roll the import's transaction back when a row is bad; never leaves runListImport. */
const ROLLED_BACK = Symbol('rolled back');

/**
 * Checks rows a batch at a time: each row's key present and once in the file (a record's parts on lines next to
 * each other), its links to records that exist (and only one each), its values by the add form's schema. Answers
 * every row with its key; a bad row without `parsed`. Remembers each key's first line across batches.
 */
class RowChecker {
  private readonly key: string;
  private readonly links: ReturnType<typeof linkColumns>;
  private readonly firstLineOf = new Map<string, number>();
  private lastKey: string | undefined;

  constructor(
    private readonly listImport: ListImport,
    private readonly problems: Problems,
  ) {
    this.key = importKey(listImport.list);
    this.links = linkColumns(listImport.list);
  }

  keyOf(row: MappedRow): string {
    return normalizedKey(this.listImport.keyList, row.cells.get(this.key) ?? '');
  }

  async check(db: Pick<Db, 'select'>, rows: MappedRow[]): Promise<CheckedRow[]> {
    const { listImport, key, links } = this;
    const linked = new Map<string, Map<string, StoredRow[]>>();
    for (const link of links) {
      const keys = rows.flatMap((row) => {
        const value = row.cells.get(link.header);
        return value ? [normalizedKey(link.list, value)] : [];
      });
      linked.set(link.header, await lookUp(db, link.list, keys));
    }

    return rows.map(({ line, cells }) => {
      const keyValue = this.keyOf({ line, cells });
      const resolved = new Map<string, string>();
      let bad = false;
      const problem = (field: string, message: string) => {
        bad = true;
        this.problems.add({ line, field, message });
      };
      const firstLine = this.firstLineOf.get(keyValue);
      if (keyValue === '') problem(key, IMPORT_MESSAGES.keyMissing(key));
      else if (firstLine === undefined) this.firstLineOf.set(keyValue, line);
      else if (!listImport.grouped) problem(key, IMPORT_MESSAGES.keyRepeated(key, firstLine));
      else if (keyValue !== this.lastKey) problem(key, IMPORT_MESSAGES.partsApart(key, firstLine));
      this.lastKey = keyValue;

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
      return {
        line,
        key: keyValue,
        links: resolved,
        parsed: bad || !parsed.success ? undefined : parsed.data,
      };
    });
  }
}
