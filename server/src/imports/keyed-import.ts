// The import of a list whose records have a key of their own (owners, properties, tenants, contracts): a row
// whose key no record has is new; one whose record differs in an imported column is changed; else unchanged.
import { SPREADSHEETS } from '@pm/schemas/spreadsheet';
import { IMPORT_MESSAGES, type ImportedList } from '@pm/schemas/spreadsheet-import';
import type { z } from 'zod';
import { type AuditedRecord, insertManyAudited, updateAudited } from '../audit/audited-writes';
import type { RecordTable } from '../db/record-queries';
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

const differs = (stored: StoredRow, values: Record<string, unknown>) =>
  Object.entries(values).some(([column, value]) => comparable(stored[column]) !== comparable(value));

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
}

export function keyedImport<Parsed>(spec: KeyedImport<Parsed>): ListImport {
  const key = SPREADSHEETS[spec.list].key as string;
  const valuesOf = (row: CheckedRow) => spec.values(row.parsed as Parsed);
  return {
    list: spec.list,
    keyList: spec.list,
    schema: spec.schema,
    inputPaths: spec.inputPaths ?? {},
    async plan(tx, rows, problems): Promise<ImportWork> {
      const existing = await lookUp(
        tx,
        spec.list,
        rows.map((row) => row.key),
      );
      const created: CheckedRow[] = [];
      const changed: { row: CheckedRow; stored: StoredRow }[] = [];
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
          if (!record) created.push(row);
          else if (differs(record, valuesOf(row))) changed.push({ row, stored: record });
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
          if (!updateExisting) return [];
          for (const { row, stored } of changed) {
            await updateAudited(
              writer,
              spec.table,
              stored as never,
              valuesOf(row) as never,
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
