import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileType, fileTypeOfExtension, STORED_EXTENSIONS } from './file-types';

/**
 * 128 random bits, hex, and the extension of the detected type. Unguessable, though no longer the files' only
 * protection: GET /api/files/:name serves a file only through a signed URL (file-urls.ts).
 */
export const STORED_FILE_NAME = new RegExp(`^[0-9a-f]{32}\\.(${STORED_EXTENSIONS.join('|')})$`);

/** Where stored files are served; the answers carry signed URLs below it (file-urls.ts). */
export const FILES_URL_PREFIX = '/api/files/';

/** A received file whose type has been checked. */
export interface CheckedFile {
  bytes: Buffer;
  type: FileType;
}

export interface FileStorage {
  /** Writes the files under new names, in order; on any failure removes those already written and throws. */
  save: (files: CheckedFile[]) => Promise<string[]>;
  /** Best effort: a file that is already gone is not an error. */
  remove: (names: string[]) => Promise<void>;
  /** The file's location and type, or undefined for a name that is not a stored name or not on disk. */
  find: (name: string) => Promise<{ filePath: string; type: FileType; size: number } | undefined>;
}

/** Files of every domain live flat in DATA_DIR/files. */
export function createFileStorage(dataDir: string): FileStorage {
  const folder = path.join(dataDir, 'files');

  const remove = async (names: string[]) => {
    await Promise.all(
      names
        .filter((name) => STORED_FILE_NAME.test(name))
        .map((name) => rm(path.join(folder, name), { force: true })),
    );
  };

  return {
    async save(files) {
      if (files.length === 0) return [];
      await mkdir(folder, { recursive: true });
      const written: string[] = [];
      try {
        for (const file of files) {
          const name = `${randomBytes(16).toString('hex')}.${file.type.extension}`;
          written.push(name);
          await writeFile(path.join(folder, name), file.bytes, { flag: 'wx' });
        }
        return written;
      } catch (error) {
        await remove(written);
        throw error;
      }
    },
    remove,
    async find(name) {
      if (!STORED_FILE_NAME.test(name)) return undefined;
      const type = fileTypeOfExtension(name.slice(name.lastIndexOf('.') + 1));
      if (!type) return undefined;
      const filePath = path.join(folder, name);
      try {
        const stats = await stat(filePath);
        return stats.isFile() ? { filePath, type, size: stats.size } : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
