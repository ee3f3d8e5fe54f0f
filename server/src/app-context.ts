import type { ImportedList, ImportJob, ImportMapping } from '@pm/schemas/spreadsheet-import';
import type { AttemptLimiter } from './auth/attempt-limiter';
import type { SignInCache } from './auth/sign-in-cache';
import type { SignInThrottle } from './auth/sign-in-throttle';
import type { TokenSettings } from './auth/tokens';
import type { Config } from './config';
import type { Db, PrepareStatement, RunTogether } from './db/database';
import type { FileStorage } from './files/file-storage';
import type { FileLinks } from './files/file-urls';
import type { MailOutbox } from './mail/mail-outbox';

export interface ImportJobStart {
  list: ImportedList;
  fileName: string;
  bytes: Uint8Array;
  rows: number;
  mapping?: ImportMapping;
  updateExisting: boolean;
  staffUserId: string | null;
}

export interface ImportJobs {
  /** Stores the file and its choices and queues the job; answers it (queued). */
  start: (start: ImportJobStart) => Promise<ImportJob>;
  /** The job if `staffUserId` started it. */
  find: (id: string, staffUserId: string) => Promise<ImportJob | undefined>;
  stop: () => Promise<void>;
}

/** What route plugins need, handed to each by app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  /** For the few statements whose text is built once and run per request (the search). */
  prepare: PrepareStatement;
  /** Prepared statements of one request, run one after the other (RunTogether). */
  together: RunTogether;
  /** Current time; tests move it forward. */
  clock: () => Date;
  tokens: TokenSettings;
  /** Attempt counters shared by every API process (sign-in, recovery). */
  attempts: AttemptLimiter;
  signInThrottle: SignInThrottle;
  /** The sign-in check's memory of recent tokens; what a logout or password change names is forgotten. */
  signInCache: SignInCache;
  /** Outgoing mail, queued in the database and sent by a worker. */
  mail: MailOutbox;
  /** Signed URLs of stored files: the answers' mappers make them, GET /api/files checks them. */
  fileLinks: FileLinks;
  /** Uploaded files: the local folder or an S3 bucket (S3_BUCKET). */
  storage: FileStorage;
  /** Imports run in the background (a queue in the database): imports/import-jobs.ts. */
  importJobs: ImportJobs;
}
