// The import of a list whose records have a key of their own (owners, properties, tenants, contracts): a row
// whose key no record has is new; one whose record differs in a column the file has is changed; else unchanged.
// A changed record is written only in the columns the file has: the others keep what is stored.
import { SPREADSHEETS } from '@pm/schemas/spreadsheet';
import { IMPORT_MESSAGES, type ImportedList } from '@pm/schemas/spreadsheet-import';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditedRecord, insertManyAudited, updateAudited } from '../audit/audited-writes';
import type { RecordTable } from '../db/record-queries';
import { HttpError } from '../http/errors';
import type { CheckedRow, ImportWork, ListImport } from './import-steps';
import { WRITE_BATCH } from './import-steps';
import { lookUp, type StoredRow } from './record-keys';

/** Values as the database gives them back, so that a number and its text, or a Date and its day, compare equal. */
function comparable(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

/** The columns of `values` whose value is not the stored one. */
const differingColumns = (stored: StoredRow, values: Record<string, unknown>) =>
  Object.keys(values).filter((column) => comparable(stored[column]) !== comparable(values[column]));

/**
 * The stored column each spreadsheet column of a list writes: the audited column whose form name is the column's
 * place in the schema's input (`agent.name` -> agentName, `ownerEmail` -> owner -> ownerId), or of that name.
 */
function storedColumnsOf(
  list: ImportedList,
  audit: AuditedRecord,
  inputPaths: Readonly<Record<string, string>>,
) {
  const columnNamed = new Map(Object.entries(audit.fields).map(([column, formName]) => [formName, column]));
  return new Map(
    SPREADSHEETS[list].columns.map(({ header }) => {
      const inputPath = inputPaths[header] ?? header;
      const column =
        columnNamed.get(inputPath) ?? (Object.hasOwn(audit.fields, inputPath) ? inputPath : undefined);
      if (!column) throw new Error(`The ${list} import cannot tell which stored column ${header} writes.`);
      return [header, column];
    }),
  );
}

export interface KeyedImport<Parsed> {
  list: ImportedList;
  table: RecordTable;
  audit: AuditedRecord;
  schema: z.ZodType<Parsed>;
  inputPaths?: Readonly<Record<string, string>>;
  /** The columns a row sets, from its parsed values: every imported column, null for an empty cell. */
  values: (parsed: Parsed) => Record<string, unknown>;
  /** What only a new record is stored with besides its values. */
  newOnly?: Record<string, unknown>;
  /** Stored columns an update may not change, and what a row that would change one is told. */
  fixed?: { columns: readonly string[]; message: string };
}

export function keyedImport<Parsed>(spec: KeyedImport<Parsed>): ListImport {
  const key = SPREADSHEETS[spec.list].key as string;
  const valuesOf = (row: CheckedRow) => spec.values(row.parsed as Parsed);
  const storedColumns = storedColumnsOf(spec.list, spec.audit, spec.inputPaths ?? {});
  const headerOf = new Map([...storedColumns].map(([header, column]) => [column, header]));
  return {
    list: spec.list,
    keyList: spec.list,
    schema: spec.schema,
    inputPaths: spec.inputPaths ?? {},
    async plan(tx, rows, problems, { columnsInFile, updateExisting }): Promise<ImportWork> {
      const updated = [...columnsInFile].flatMap((header) => storedColumns.get(header) ?? []);
      const updateOf = (values: Record<string, unknown>) =>
        Object.fromEntries(
          updated.flatMap((column) => (Object.hasOwn(values, column) ? [[column, values[column]]] : [])),
        );
      const existing = await lookUp(
        tx,
        spec.list,
        rows.map((row) => row.key),
      );
      const created: CheckedRow[] = [];
      const changed: { stored: StoredRow; values: Record<string, unknown> }[] = [];
      let unchanged = 0;
      for (const row of rows) {
        const stored = existing.get(row.key) ?? [];
        if (stored.length > 1) {
          problems.add({
            line: row.line,
            field: key,
            message: IMPORT_MESSAGES.keyShared(key, stored.length),
          });
        } else if (row.parsed !== undefined) {
          const [record] = stored;
          if (!record) {
            created.push(row);
            continue;
          }
          const values = updateOf(valuesOf(row));
          const differing = differingColumns(record, values);
          const fixedColumn = differing.find((column) => spec.fixed?.columns.includes(column));
          if (updateExisting && fixedColumn && spec.fixed) {
            problems.add({
              line: row.line,
              field: headerOf.get(fixedColumn) ?? key,
              message: spec.fixed.message,
            });
          } else if (differing.length > 0) changed.push({ stored: record, values });
          else unchanged += 1;
        }
      }
      return {
        created: created.length,
        changed: changed.length,
        unchanged,
        async write(writer, { stamp, named, updateExisting }) {
          for (let start = 0; start < created.length; start += WRITE_BATCH) {
            const values = created
              .slice(start, start + WRITE_BATCH)
              .map((row) => ({ ...valuesOf(row), ...spec.newOnly }));
            await insertManyAudited(writer, spec.table, values as never[], stamp, spec.audit, named);
          }
          if (!updateExisting || changed.length === 0) return [];
          // Read again under a row lock: an edit saved since the plan keeps its columns, and the version counts on.
          const current = await writer
            .select()
            .from(spec.table)
            .where(
              inArray(
                spec.table.id,
                changed.map(({ stored }) => String(stored.id)),
              ),
            )
            .for('update');
          const currentById = new Map(current.map((row) => [row.id, row]));
          for (const { stored, values } of changed) {
            const before = currentById.get(String(stored.id));
            // All or nothing: a report counting a row the write could not apply would not be the truth.
            if (!before) throw new HttpError(409, IMPORT_MESSAGES.deletedMeanwhile);
            await updateAudited(
              writer,
              spec.table,
              before as never,
              values as never,
              stamp,
              spec.audit,
              named,
            );
          }
          return [];
        },
      };
    },
  };
}
