// `npm run backup -- --to <file>` and `npm run restore -- <file> [--force]` (scripts/backup.mjs runs this file
// with tsx). Reads the server's environment variables (DATA_DIR, DATABASE_URL, S3_*) as the server does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseConfig } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/database';
import { createObjectStore } from '../files/file-storage';
import { createBackup } from './backup-archive';
import { requestServerBackup } from './control-channel';
import { describeRestore, RestoreRefusedError, restoreBackup } from './restore-archive';
import { backupResult, type ServerBackupResult } from './server-backups';

const USAGE = [
  'Usage:',
  '  npm run backup -- --to <file.tar.gz>     archive of the database and the stored files',
  '  npm run restore -- <file.tar.gz> [--force]',
].join('\n');

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function summaryLine(result: ServerBackupResult): string {
  const rows = Object.values(result.tables).reduce((sum, count) => sum + count, 0);
  return `Backup written to ${result.archive} (${megabytes(result.archiveBytes)}) in ${result.seconds.toFixed(1)} s: ${Object.keys(result.tables).length} tables, ${rows} rows, ${result.files} files (${megabytes(result.fileBytes)}).`;
}

const [command, ...args] = process.argv.slice(2);
const parsed = parseConfig(process.env);
if (!parsed.ok) fail(parsed.errors.map((error) => `Configuration error: ${error}`).join('\n'));
const { config } = parsed;
// Paths typed by the user are read from where they typed the command (npm runs scripts elsewhere).
const typedPath = (value: string) => path.resolve(process.env.INIT_CWD || process.cwd(), value);
const store = createObjectStore(config);

try {
  if (command === 'backup') {
    const toIndex = args.indexOf('--to');
    const to = toIndex >= 0 ? args[toIndex + 1] : undefined;
    if (!to) fail(`--to <file> is required.\n${USAGE}`);
    const archive = typedPath(to);
    if (existsSync(archive)) {
      fail(
        `${archive} already exists: give the backup another file name, or move the older archive away first.`,
      );
    }
    let result: ServerBackupResult;
    if (config.databaseUrl) {
      result = backupResult(
        await createBackup({
          source: { kind: 'postgres', databaseUrl: config.databaseUrl },
          store,
          to: archive,
        }),
      );
    } else {
      const answer = await requestServerBackup<ServerBackupResult>(config.dataDir, archive);
      if (answer && !answer.ok) fail(`The server could not write the backup: ${answer.error}`);
      if (answer?.ok) {
        console.log('The running server took the snapshot (the embedded database is open in it).');
        result = answer.result;
      } else {
        if (!existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
          fail(
            `There is no embedded database in ${path.join(config.dataDir, 'pglite')}: nothing to back up.`,
          );
        }
        const database = await openDatabase({ dataDir: config.dataDir });
        try {
          result = backupResult(
            await createBackup({ source: { kind: 'pglite', database }, store, to: archive }),
          );
        } finally {
          await database.close();
        }
      }
    }
    console.log(summaryLine(result));
    if (result.missingFiles.length > 0) {
      console.warn(
        `${result.missingFiles.length} files named by rows of the snapshot were deleted from the storage before they could be copied (edits replaced them): ${result.missingFiles.join(', ')}`,
      );
    }
  } else if (command === 'restore') {
    const file = args.find((arg) => !arg.startsWith('--'));
    if (!file) fail(`The archive to restore is required.\n${USAGE}`);
    const report = await restoreBackup({
      archive: typedPath(file),
      target: config.databaseUrl
        ? { kind: 'postgres', databaseUrl: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
      store,
      force: args.includes('--force'),
    });
    for (const line of describeRestore(report)) console.log(line);
    if (report.mismatches.length > 0) {
      fail(`Restored, but ${report.mismatches.length} checks against the manifest failed (above).`);
    }
    console.log(
      `Restored the backup of ${report.manifest.createdAt} in ${report.seconds.toFixed(1)} s: every count and checksum matches its manifest.`,
    );
  } else {
    fail(USAGE);
  }
} catch (error) {
  if (error instanceof RestoreRefusedError || error instanceof DatabaseInUseError) fail(error.message);
  fail(`${command} failed: ${error instanceof Error ? error.message : error}`);
}
process.exit(0);
