import type { FastifyBaseLogger } from 'fastify';
import type { CheckedFile, FileStorage } from './file-storage';

/** The checked files of a form by field: one file, or the list of a repeated field (property photos). */
export type FormFiles = Partial<Record<string, CheckedFile | CheckedFile[]>>;

/** The stored names of `F`'s files, field by field; a field without files (an empty list too) has none. */
export type StoredNames<F extends FormFiles> = {
  [Field in keyof F]?: NonNullable<F[Field]> extends CheckedFile[] ? string[] : string;
};

/**
 * Stores the files, then runs `write` (which writes the row) with their stored names; if `write` fails, the
 * files just stored are removed, so a refused request leaves nothing behind. The refusal stays the answer when
 * the storage cannot remove them: those are logged by name, for an operator to remove.
 */
export async function withStoredFiles<F extends FormFiles, T>(
  storage: FileStorage,
  log: FastifyBaseLogger,
  files: F,
  write: (names: StoredNames<F>) => Promise<T>,
): Promise<T> {
  const fields = Object.entries(files).flatMap(([field, chosen]) =>
    chosen && [chosen].flat().length > 0
      ? [{ field, list: Array.isArray(chosen), files: [chosen].flat() }]
      : [],
  );
  const saved = await storage.save(fields.flatMap((entry) => entry.files));
  const names: Record<string, string | string[]> = {};
  let offset = 0;
  for (const { field, list, files: fieldFiles } of fields) {
    const stored = saved.slice(offset, offset + fieldFiles.length);
    offset += fieldFiles.length;
    names[field] = list ? stored : (stored[0] as string);
  }
  try {
    return await write(names as StoredNames<F>);
  } catch (error) {
    await storage.remove(saved).catch((removal) => {
      log.error({ err: removal, files: saved }, 'removing the files of a refused write failed');
    });
    throw error;
  }
}

/**
 * An edit with files: `withStoredFiles`, then the stored files the edit replaced (its result's `replacedFiles`)
 * are removed; a failure to remove them is only logged, since the edit itself is done.
 */
export async function editWithStoredFiles<F extends FormFiles, T extends { replacedFiles: string[] }>(
  storage: FileStorage,
  log: FastifyBaseLogger,
  files: F,
  write: (names: StoredNames<F>) => Promise<T>,
): Promise<T> {
  const edited = await withStoredFiles(storage, log, files, write);
  await storage.remove(edited.replacedFiles).catch((error) => {
    log.warn({ err: error }, 'removing replaced files failed');
  });
  return edited;
}

/** The stored names an edit replaces: for each file column it sets to another file, the name stored before. */
export function replacedFileNames<Column extends string>(
  before: Record<Column, string | null>,
  changes: Partial<Record<Column, string | null>>,
  columns: readonly Column[],
): string[] {
  return columns.flatMap((column) => {
    const old = before[column];
    return changes[column] !== undefined && old && old !== changes[column] ? [old] : [];
  });
}
