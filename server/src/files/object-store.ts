// What a storage driver does (local-object-store.ts, s3-object-store.ts), and its one failure.
import type { Readable } from 'node:stream';
import { HttpError } from '../http/errors';

export const STORAGE_UNAVAILABLE =
  'The file storage cannot be reached right now. Please try again in a moment.';

/** What a driver does: plain objects by key, nothing about names or types. */
export interface ObjectStore {
  /** Where the files go, for the log: "the folder ..." or "S3 bucket ...". */
  description: string;
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** undefined when there is no such object. */
  get: (key: string) => Promise<{ body: Readable; size: number } | undefined>;
  /** A missing object is not an error. */
  delete: (key: string) => Promise<void>;
  check: () => Promise<void>;
  /** Every key stored, in no particular order (the backup reads them all). */
  list: () => AsyncIterable<string>;
}

/** 503 with a message: the storage failed or did not answer in time (the cause goes to the log: http/errors.ts). */
export class StorageUnavailableError extends HttpError {
  constructor(override readonly cause: unknown) {
    super(503, STORAGE_UNAVAILABLE, { 'retry-after': '5' });
  }
}
