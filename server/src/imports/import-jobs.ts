// Imports as background jobs (issue 24): the import page starts one with the file and its choices, then reads its
// progress until it is done; the job survives a reload of the page. The file is kept in the job's row until the
// job ends, so any API process's worker (a pg-boss queue) may run it, and a job whose process died is run again
// (all or nothing, so nothing is imported twice). The worker reads the file a batch of rows at a time.
import { IMPORT_MESSAGES, type ImportJob } from '@pm/schemas/spreadsheet-import';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportJobs } from '../app-context';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { startJobQueue } from '../db/job-queue';
import { importJobs } from '../db/schema/import-jobs';
import type { FileStorage } from '../files/file-storage';
import { HttpError } from '../http/errors';
import { runListImport } from './list-import-run';
import { openSpreadsheet } from './spreadsheet-files';

export const IMPORT_QUEUE = 'list-import';

/** Another write added a record with an imported key (an email) while the import ran: nothing was imported. */
export const RACED_MESSAGE =
  'Someone added a record with the same email while the file was importing, so nothing was imported. Check the file again and import it.';

/** A job whose process dies is taken again after this long (a 50,000-row import takes about a minute on PGlite). */
const JOB_EXPIRY_SECONDS = 30 * 60;
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

/** What a person is told of a failed job: a refused file says why; anything else only that nothing was imported. */
function failureOf(error: unknown): string {
  if (error instanceof HttpError && error.statusCode < 500) return error.message;
  if (isUniqueViolation(error)) return RACED_MESSAGE;
  return IMPORT_MESSAGES.failed;
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
    const onProgress = (rowsDone: number) => {
      job.rowsDone = rowsDone;
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
      await queue.boss.send(
        IMPORT_QUEUE,
        { jobId: job.id },
        { retryLimit: 1, expireInSeconds: JOB_EXPIRY_SECONDS },
      );
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
    stop: () => queue.stop(10_000),
  };
}
