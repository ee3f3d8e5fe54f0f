// Imports as background jobs (issue 24): the import page starts one with the file and its choices, then reads its
// progress until it is done; the job survives a reload of the page. The file is kept in the job's row until the
// job ends, so any API process's worker (a pg-boss queue) may run it, and a job whose process died is run again
// (all or nothing, so nothing is imported twice). The worker reads the file a batch of rows at a time.
import { ACCESS } from '@pm/api-contract/routes';
import { IMPORT_MESSAGES, type ImportJob } from '@pm/schemas/spreadsheet-import';
import { and, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJobs } from '../app-context';
import type { Database, Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { startJobQueue } from '../db/job-queue';
import { staffUsers } from '../db/schema/auth';
import { importJobs } from '../db/schema/import-jobs';
import type { FileStorage } from '../files/file-storage';
import { HttpError } from '../http/errors';
import { runListImport } from './list-import-run';
import { openSpreadsheet } from './spreadsheet-files';

export const IMPORT_QUEUE = 'list-import';

/** Another write added a record with an imported key (an email) while the import ran: nothing was imported. */
export const RACED_MESSAGE =
  'Someone added a record with the same email while the file was importing, so nothing was imported. Check the file again and import it.';

/**
 * A job whose process dies is taken again after this long, and an attempt still running then gives up (a 50,000-row
 * import takes about a minute on PGlite).
 */
export const JOB_EXPIRY_SECONDS = 30 * 60;
/** A job is run once, and once again if its process dies. */
const JOB_ATTEMPTS = 2;
/** A job no worker has taken (first or second attempt) within this long of being queued is dropped by the queue. */
const JOB_RETENTION_SECONDS = 2 * 60 * 60;
/** pg-boss's maintenance interval: an attempt past its expiry, or a job past its retention, is noticed within it. */
const QUEUE_MAINTENANCE_SECONDS = 120;
/**
 * A job queued or running this long after it was queued has no live attempt left (none starts after its retention
 * and the maintenance that drops it, and none runs past its expiry): the sweep marks it failed and clears its file.
 */
export const STALE_JOB_SECONDS = JOB_RETENTION_SECONDS + QUEUE_MAINTENANCE_SECONDS + JOB_EXPIRY_SECONDS;
/** How often each process sweeps the jobs left by processes that died (it also sweeps as it starts). */
const STALE_JOB_SWEEP_MS = 10 * 60 * 1000;
/** On PostgreSQL, the progress is written for other processes at most this often. */
const PROGRESS_WRITE_MS = 1000;

type JobRow = typeof importJobs.$inferSelect;

const answerOf = (row: Omit<JobRow, 'file' | 'mapping' | 'updateExisting'>): ImportJob => ({
  id: row.id,
  list: row.list,
  fileName: row.fileName,
  status: row.status,
  rows: row.rows,
  rowsDone: row.rowsDone,
  report: row.report,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Refuses (403) to commit a job whose starter may no longer write records: their role lowered, or their account
 * deactivated, since they started it. Their row is read FOR SHARE, so a change of role waits for the import's
 * commit, or the import sees it.
 */
async function starterMayStillWrite(tx: Db, staffUserId: string | null): Promise<void> {
  const [starter] = staffUserId
    ? await tx
        .select({ role: staffUsers.role, deactivatedAt: staffUsers.deactivatedAt })
        .from(staffUsers)
        .where(eq(staffUsers.id, staffUserId))
        .for('share')
    : [];
  const writers: readonly string[] = ACCESS.write.roles;
  if (!starter || starter.deactivatedAt || !writers.includes(starter.role))
    throw new HttpError(403, IMPORT_MESSAGES.starterMayNotWrite);
}

/** What a person is told of a failed job: a refused file says why; anything else only that nothing was imported. */
function failureOf(error: unknown): string {
  if (error instanceof HttpError && error.statusCode < 500) return error.message;
  if (isUniqueViolation(error)) return RACED_MESSAGE;
  return IMPORT_MESSAGES.failed;
}

/**
 * Ends the jobs queued before `now` minus STALE_JOB_SECONDS that are still queued or running (their attempts all
 * died, or the queue never had them): failed, telling whoever reads them to start again, and their file cleared.
 * Jobs this process is running (`runningHere`) are left alone. Answers the ids of the jobs ended.
 */
export async function endStaleImportJobs(
  db: Db,
  now: Date,
  runningHere: readonly string[] = [],
): Promise<string[]> {
  const queuedBefore = new Date(now.getTime() - STALE_JOB_SECONDS * 1000);
  const ended = await db
    .update(importJobs)
    .set({ status: 'failed', failure: IMPORT_MESSAGES.interrupted, file: null, finishedAt: now })
    .where(
      and(
        inArray(importJobs.status, ['queued', 'running']),
        lt(importJobs.createdAt, queuedBefore),
        runningHere.length > 0 ? notInArray(importJobs.id, [...runningHere]) : undefined,
      ),
    )
    .returning({ id: importJobs.id });
  return ended.map((job) => job.id);
}

export async function startImportJobs(options: {
  database: Database;
  storage: FileStorage;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs another process queued (its own it starts at once). */
  pollingIntervalSeconds?: number;
}): Promise<ImportJobs> {
  const { database, storage, clock, log } = options;
  const { db } = database;
  // The jobs this process runs, as they answer: PGlite serves one transaction at a time, so while a job writes,
  // its progress is read from here, not from the database.
  const running = new Map<string, { staffUserId: string | null; job: ImportJob }>();

  const finish = (id: string, values: Partial<JobRow>) =>
    db
      .update(importJobs)
      .set({ ...values, file: null, finishedAt: clock() })
      .where(eq(importJobs.id, id));

  async function run(id: string) {
    const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
    if (!row?.file || row.status === 'done' || row.status === 'failed') return;
    const job = answerOf({ ...row, status: 'running', rowsDone: 0 });
    running.set(id, { staffUserId: row.staffUserId, job });
    await db.update(importJobs).set({ status: 'running', rowsDone: 0 }).where(eq(importJobs.id, id));
    let progressWritten = Date.now();
    const expiresAt = clock().getTime() + JOB_EXPIRY_SECONDS * 1000;
    const onProgress = (rowsDone: number) => {
      job.rowsDone = rowsDone;
      if (clock().getTime() > expiresAt)
        throw new Error(`import job ran past its ${JOB_EXPIRY_SECONDS} s expiry`);
      if (database.kind !== 'postgres' || Date.now() - progressWritten < PROGRESS_WRITE_MS) return;
      progressWritten = Date.now();
      db.update(importJobs)
        .set({ rowsDone })
        .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')))
        .catch((error: unknown) => log.warn({ err: error, job: id }, 'import progress not saved'));
    };
    try {
      const source = await openSpreadsheet(row.file);
      const { report, unheldFiles } = await runListImport(
        db,
        row.list,
        source,
        {
          mapping: row.mapping ?? undefined,
          updateExisting: row.updateExisting,
          dryRun: false,
          fileName: row.fileName,
          beforeCommit: (tx) => starterMayStillWrite(tx, row.staffUserId),
        },
        { by: row.staffUserId, at: clock() },
        onProgress,
      );
      await finish(id, { status: 'done', report, rowsDone: source.rows });
      await storage.remove(unheldFiles);
      log.info(
        {
          job: id,
          list: row.list,
          created: report.created,
          changed: report.changed,
          imported: report.imported,
        },
        'list import job done',
      );
    } catch (error) {
      if (!(error instanceof HttpError) && !isUniqueViolation(error)) {
        log.error({ err: error, job: id }, 'list import job failed');
      }
      await finish(id, { status: 'failed', failure: failureOf(error) });
    } finally {
      running.delete(id);
    }
  }

  const queue = await startJobQueue({
    executeSql: database.executeSql,
    queue: IMPORT_QUEUE,
    onError: (error) => log.error({ err: error }, 'import queue error'),
  });
  await queue.work<{ jobId: string }>(options.pollingIntervalSeconds ?? 2, (queued) =>
    run(queued.data.jobId),
  );

  let sweeping: Promise<void> | undefined;
  const sweepStaleJobs = () => {
    sweeping ??= endStaleImportJobs(db, clock(), [...running.keys()])
      .then((ended) => {
        if (ended.length > 0) log.warn({ jobs: ended }, 'interrupted import jobs ended');
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'ending interrupted import jobs failed; tried again at the next sweep'),
      )
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  };
  await sweepStaleJobs();
  const sweepTimer = setInterval(sweepStaleJobs, STALE_JOB_SWEEP_MS);
  sweepTimer.unref();

  return {
    async start(start) {
      const [row] = await db
        .insert(importJobs)
        .values({
          list: start.list,
          fileName: start.fileName,
          file: start.bytes,
          mapping: start.mapping ?? null,
          updateExisting: start.updateExisting,
          staffUserId: start.staffUserId,
          status: 'queued',
          rows: start.rows,
          createdAt: clock(),
        })
        .returning();
      const job = row as JobRow;
      try {
        await queue.boss.send(
          IMPORT_QUEUE,
          { jobId: job.id },
          {
            retryLimit: JOB_ATTEMPTS - 1,
            expireInSeconds: JOB_EXPIRY_SECONDS,
            retentionSeconds: JOB_RETENTION_SECONDS,
          },
        );
      } catch (error) {
        await finish(job.id, { status: 'failed', failure: IMPORT_MESSAGES.failed }).catch(
          (finishError: unknown) =>
            log.error({ err: finishError, job: job.id }, 'unqueued import job not ended; the sweep ends it'),
        );
        throw error;
      }
      queue.wake();
      return answerOf(job);
    },
    async find(id, staffUserId) {
      const live = running.get(id);
      if (live) return live.staffUserId === staffUserId ? { ...live.job } : undefined;
      const [row] = await db
        .select()
        .from(importJobs)
        .where(and(eq(importJobs.id, id), eq(importJobs.staffUserId, staffUserId)));
      return row ? answerOf(row) : undefined;
    },
    async stop() {
      clearInterval(sweepTimer);
      await sweeping;
      await queue.stop(10_000);
    },
  };
}
