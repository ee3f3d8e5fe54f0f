// Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP). Each period is one job in a pg-boss queue of the
// database, under an id made of the period: every replica queues it, the queue keeps one, and the replica whose
// worker takes it writes the archive. On PGlite there is one process, and the same code.
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { startJobQueue } from '../db/job-queue';
import type { ObjectStore } from '../files/file-storage';
import { type BackupSource, type BackupSummary, createBackup } from './backup-archive';

export const BACKUP_QUEUE = 'scheduled-backup';
/** The archives the schedule writes (and prunes): backup-<start of the period, UTC>.tar.gz. */
export const SCHEDULED_ARCHIVE = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/;
/** How often each process checks whether a new period has begun. */
const CHECK_EVERY_MS = 60_000;

type Log = {
  info: (message: string) => void;
  error: (details: object, message: string) => void;
};

export function scheduledArchiveName(periodStart: Date): string {
  return `backup-${periodStart
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/** A uuid that is the same for the same period on every replica: the job's id in the queue. */
function periodJobId(everyMs: number, period: number): string {
  const hex = createHash('sha256').update(`scheduled-backup:${everyMs}:${period}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Deletes the oldest scheduled archives of `dir` beyond the newest `keep`; other files are left alone. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((name) => SCHEDULED_ARCHIVE.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await rm(path.join(dir, name), { force: true });
  return removed;
}

/** One scheduled backup: the archive of the period into BACKUP_DIR, then the oldest beyond BACKUP_KEEP removed. */
export async function runScheduledBackup(options: {
  source: BackupSource;
  store: ObjectStore;
  dir: string;
  keep: number;
  periodStart: Date;
}): Promise<BackupSummary> {
  const summary = await createBackup({
    source: options.source,
    store: options.store,
    to: path.join(options.dir, scheduledArchiveName(options.periodStart)),
  });
  await pruneBackups(options.dir, options.keep);
  return summary;
}

/** Queues the current period's backup every minute (once per period across replicas); a worker writes it. */
export async function startBackupSchedule(options: {
  config: Pick<Config, 'backup' | 'databaseUrl'>;
  database: Database;
  store: ObjectStore;
  log: Log;
  clock?: () => Date;
  /** Tests poll sooner. */
  pollingIntervalSeconds?: number;
}): Promise<{ stop: () => Promise<void> }> {
  const settings = options.config.backup;
  if (!settings) return { stop: async () => undefined };
  const { everyMs, dir, keep } = settings;
  const clock = options.clock ?? (() => new Date());
  const source: BackupSource = options.config.databaseUrl
    ? { kind: 'postgres', databaseUrl: options.config.databaseUrl }
    : { kind: 'pglite', database: options.database };

  const queue = await startJobQueue({
    executeSql: options.database.executeSql,
    queue: BACKUP_QUEUE,
    onError: (error) => options.log.error({ err: error }, 'backup queue error'),
  });
  await queue.work<{ periodStart: string }>(options.pollingIntervalSeconds ?? 10, async (job) => {
    const summary = await runScheduledBackup({
      source,
      store: options.store,
      dir,
      keep,
      periodStart: new Date(job.data.periodStart),
    });
    options.log.info(
      `scheduled backup written: ${summary.archive} (${summary.archiveBytes} bytes, ${summary.manifest.files.length} files, ${summary.seconds.toFixed(1)} s)`,
    );
  });

  let queuedPeriod: number | undefined;
  const queueCurrentPeriod = async () => {
    const period = Math.floor(clock().getTime() / everyMs);
    if (period === queuedPeriod) return;
    await queue.boss.insert([
      {
        id: periodJobId(everyMs, period),
        name: BACKUP_QUEUE,
        data: { periodStart: new Date(period * everyMs).toISOString() },
        retryLimit: 0,
        expireInSeconds: 6 * 3600,
      },
    ]);
    queuedPeriod = period;
  };
  const check = () => {
    queueCurrentPeriod().catch((error) => options.log.error({ err: error }, 'queueing a backup failed'));
  };
  check();
  const timer = setInterval(check, Math.min(CHECK_EVERY_MS, everyMs)).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await queue.stop(60_000);
    },
  };
}
