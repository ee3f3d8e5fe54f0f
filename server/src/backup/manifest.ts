// What a backup archive holds (backup-archive.ts writes it, restore-archive.ts checks it).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** Where each part lies inside the archive. */
export const ARCHIVE_PATHS = {
  manifest: 'manifest.json',
  databaseFolder: 'database',
  filesFolder: 'files',
  pgliteDump: 'database/pglite-data.tar',
  postgresDump: 'database/postgres.dump',
} as const;

export const MANIFEST_FORMAT = 'property-management-backup';
export const MANIFEST_VERSION = 1;

export interface ManifestFile {
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  createdAt: string;
  database: {
    /** pglite: PGlite's data folder as a tar (dumpDataDir); postgres: pg_dump's custom format. */
    kind: 'pglite' | 'postgres';
    path: string;
    bytes: number;
    sha256: string;
    /** `select version()` of the database backed up. */
    serverVersion: string;
  };
  /** Rows of every table of the snapshot, by schema.table. */
  tables: Record<string, number>;
  /** Every stored file in the archive (under files/). */
  files: ManifestFile[];
  /** Files a row of the snapshot names that the storage no longer had when they were copied (deleted meanwhile). */
  missingFiles: string[];
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Checks the shape of a manifest read from an archive; throws a sentence saying what is wrong. */
export function checkedManifest(value: unknown): BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  if (!manifest || manifest.format !== MANIFEST_FORMAT) {
    throw new Error('This archive has no manifest of a Property Management backup.');
  }
  if (manifest.version !== MANIFEST_VERSION) {
    throw new Error(`This archive's manifest is version ${manifest.version}; this program reads version 1.`);
  }
  const database = manifest.database;
  if (
    !database ||
    (database.kind !== 'pglite' && database.kind !== 'postgres') ||
    typeof database.sha256 !== 'string' ||
    !manifest.tables ||
    !Array.isArray(manifest.files) ||
    !Array.isArray(manifest.missingFiles)
  ) {
    throw new Error('The manifest of this archive is incomplete.');
  }
  return manifest as BackupManifest;
}
