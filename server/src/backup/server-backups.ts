// What the serving process does for backups: answers `npm run backup` on the embedded database (control-channel.ts)
// and runs the schedule of BACKUP_DIR (backup-schedule.ts).
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createObjectStore } from '../files/file-storage';
import { type BackupSummary, createBackup } from './backup-archive';
import { startBackupSchedule } from './backup-schedule';
import { startBackupControl } from './control-channel';

type Log = {
  info: (message: string) => void;
  error: (details: object, message: string) => void;
};

/** What the control channel answers: the archive and its totals (not the manifest's list of files). */
export interface ServerBackupResult {
  archive: string;
  archiveBytes: number;
  seconds: number;
  tables: Record<string, number>;
  files: number;
  fileBytes: number;
  missingFiles: string[];
}

export function backupResult(summary: BackupSummary): ServerBackupResult {
  return {
    archive: summary.archive,
    archiveBytes: summary.archiveBytes,
    seconds: summary.seconds,
    tables: summary.manifest.tables,
    files: summary.manifest.files.length,
    fileBytes: summary.manifest.files.reduce((sum, file) => sum + file.bytes, 0),
    missingFiles: summary.manifest.missingFiles,
  };
}

export async function startServerBackups(options: {
  config: Config;
  database: Database;
  log: Log;
}): Promise<{ stop: () => Promise<void> }> {
  const { config, database, log } = options;
  const store = createObjectStore(config);
  const control =
    database.kind === 'pglite'
      ? await startBackupControl({
          dataDir: config.dataDir,
          log,
          backup: async (to) =>
            backupResult(await createBackup({ source: { kind: 'pglite', database }, store, to })),
        })
      : undefined;
  const schedule = await startBackupSchedule({ config, database, store, log });
  return {
    stop: async () => {
      await control?.close();
      await schedule.stop();
    },
  };
}
