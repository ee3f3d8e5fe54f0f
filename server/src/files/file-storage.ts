import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { type FileType, fileTypeOfExtension, STORED_EXTENSIONS } from './file-types';
import { createLocalObjectStore } from './local-object-store';
import { type ObjectStore, STORAGE_UNAVAILABLE, StorageUnavailableError } from './object-store';
import { createS3ObjectStore } from './s3-object-store';

export { type ObjectStore, STORAGE_UNAVAILABLE, StorageUnavailableError };

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

/** A stored file, ready to be streamed to a client. */
export interface StoredFile {
  body: Readable;
  type: FileType;
  size: number;
}

export interface FileStorage {
  /** Writes the files under new names, in order; on any failure removes those already written and throws. */
  save: (files: CheckedFile[]) => Promise<string[]>;
  /** Best effort: a file that is already gone is not an error. */
  remove: (names: string[]) => Promise<void>;
  /** The file, or undefined for a name that is not a stored name or not stored. */
  find: (name: string) => Promise<StoredFile | undefined>;
  /** Where the files go: "the folder ..." or "S3 bucket ...". */
  description: string;
  /** Resolves when the storage answers; throws otherwise (StorageUnavailableError for S3). */
  check: () => Promise<void>;
}

/** The driver of the config: the local folder DATA_DIR/files, or the S3 bucket of S3_BUCKET. */
export function createObjectStore(config: Pick<Config, 'dataDir' | 's3'>): ObjectStore {
  return config.s3 ? createS3ObjectStore(config.s3) : createLocalObjectStore(config.dataDir);
}

/** The local folder DATA_DIR/files, or the S3 bucket of S3_BUCKET. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return fileStorageOn(config.s3 ? createS3ObjectStore(config.s3) : createLocalObjectStore(config.dataDir));
}

/** Files of every domain live flat in one folder or bucket, under generated names. */
export function fileStorageOn(store: ObjectStore): FileStorage {
  const remove = async (names: string[]) => {
    await Promise.all(names.filter((name) => STORED_FILE_NAME.test(name)).map((name) => store.delete(name)));
  };

  return {
    async save(files) {
      const written: string[] = [];
      try {
        for (const file of files) {
          const name = `${randomBytes(16).toString('hex')}.${file.type.extension}`;
          written.push(name);
          await store.put(name, file.bytes, file.type.mimeType);
        }
        return written;
      } catch (error) {
        await remove(written).catch(() => undefined);
        throw error;
      }
    },
    remove,
    async find(name) {
      if (!STORED_FILE_NAME.test(name)) return undefined;
      const type = fileTypeOfExtension(name.slice(name.lastIndexOf('.') + 1));
      if (!type) return undefined;
      const object = await store.get(name);
      return object && { ...object, type };
    },
    description: store.description,
    check: () => store.check(),
  };
}
