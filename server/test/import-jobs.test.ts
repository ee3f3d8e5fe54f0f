// Issue 24, "Large files": POST /api/import/:list/jobs queues an import and answers its job at once; a worker reads
// the file a batch of rows at a time and imports it all or nothing; GET /api/import/jobs/:id answers its progress
// and, once done, its report, to the staff user who started it only (the page reads it again after a reload).
import { spreadsheetHeaders } from '@pm/schemas/spreadsheet';
import { IMPORT_MESSAGES, type ImportJob, type ImportReport } from '@pm/schemas/spreadsheet-import';
import { and, count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit';
import { staffUsers } from '../src/db/schema/auth';
import { importJobs } from '../src/db/schema/import-jobs';
import { owners } from '../src/db/schema/owners';
import { createFileStorage } from '../src/files/file-storage';
import {
  endStaleImportJobs,
  JOB_EXPIRY_SECONDS,
  STALE_JOB_SECONDS,
  startImportJobs,
} from '../src/imports/import-jobs';
import { IMPORT_AUDIT_FIELD, IMPORT_BATCH } from '../src/imports/import-steps';
import { ADMIN, describeEachDatabase } from './harness';
import { multipartForm, PNG_BYTES } from './multipart-helper';
import { OWNER_VALUES, uniqueEmail } from './records';
import { signedInRequests, successData } from './signed-in-requests';
import { addStaffUser, signedInAs } from './staff-accounts';

const OWNER_HEADERS = spreadsheetHeaders('owners');
const { password: _password, ...OWNER_CELLS } = OWNER_VALUES;

/** A CSV of `rows` owners (more than two batches), with `change` applied to the row at one index. */
function ownersCsv(
  rows: number,
  change: { at: number; cells: Record<string, string> } | undefined = undefined,
) {
  const lines = Array.from({ length: rows }, (_, index) => {
    const cells: Record<string, string> = { ...OWNER_CELLS, email: uniqueEmail(`job-${index}`) };
    if (change?.at === index) Object.assign(cells, change.cells);
    return OWNER_HEADERS.map((header) => cells[header] ?? '');
  });
  return Buffer.from(`${Papa.unparse([[...OWNER_HEADERS], ...lines], { newline: '\r\n' })}\r\n`);
}

describeEachDatabase('import jobs (issue 24)', (getContext) => {
  const { auth, get, post } = signedInRequests(getContext);
  const db = () => getContext().database.db;
  const ownerCount = async () => (await db().select({ n: count() }).from(owners))[0]?.n ?? 0;

  const startJob = (bytes: Buffer, fileName: string, headers = auth()) =>
    post('/api/import/owners/jobs', multipartForm({}, { file: { bytes, fileName } }), headers);

  /** Reads the job as the page does until it is done or failed; answers each answer seen. */
  async function followed(id: string): Promise<ImportJob[]> {
    const seen: ImportJob[] = [];
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const job: ImportJob = successData(await get(`/api/import/jobs/${id}`));
      seen.push(job);
      if (job.status === 'done' || job.status === 'failed') return seen;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import job ${id} did not end`);
  }

  it('imports a file of several batches in the background, with its progress, for the one who started it', async () => {
    const rows = IMPORT_BATCH * 2 + 500;
    const before = await ownerCount();

    const started: ImportJob = successData(await startJob(ownersCsv(rows), 'big-owners.csv'));
    expect(started).toMatchObject({
      list: 'owners',
      fileName: 'big-owners.csv',
      status: 'queued',
      rows,
      rowsDone: 0,
    });

    const seen = await followed(started.id);
    const done = seen[seen.length - 1] as ImportJob;
    expect(done).toMatchObject({ status: 'done', rows, rowsDone: rows, failure: null });
    expect(done.report).toMatchObject({ rows, created: rows, problemCount: 0, imported: true });
    // Progress only grows.
    const progress = seen.map((job) => job.rowsDone);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await ownerCount()).toBe(before + rows);
    const [audited] = await db()
      .select({ n: count() })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'owner'),
          sql`${auditEvents.changes} @> ${JSON.stringify([{ field: IMPORT_AUDIT_FIELD, after: 'big-owners.csv' }])}::jsonb`,
        ),
      );
    expect(audited?.n).toBe(rows);

    // The file is not kept once the job is done; the job is, for the page to read again.
    const [stored] = await db().select().from(importJobs).where(eq(importJobs.id, started.id));
    expect(stored?.file).toBeNull();
    expect(successData(await get(`/api/import/jobs/${started.id}`))).toEqual(done);

    // Another staff member, even an admin, does not see it.
    const admin = await signedInAs(getContext(), 'admin');
    const other = await get(`/api/import/jobs/${started.id}`, getContext().authorized(admin));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(IMPORT_MESSAGES.jobNotFound);
  });

  it('imports nothing when a row of its last batch is bad, and reports that row', async () => {
    const rows = IMPORT_BATCH * 2 + 10;
    const before = await ownerCount();
    const started: ImportJob = successData(
      await startJob(ownersCsv(rows, { at: rows - 3, cells: { email: 'not-an-email' } }), 'bad-owners.csv'),
    );
    const done = (await followed(started.id)).pop() as ImportJob;
    expect(done.status).toBe('done');
    expect(done.report).toMatchObject({ rows, problemCount: 1, imported: false });
    expect(done.report?.problems).toEqual([{ line: rows - 1, field: 'email', message: expect.any(String) }]);
    expect(await ownerCount()).toBe(before);
  });

  it('gives up an attempt still running past its expiry, importing nothing, so that no attempt outlives the bound', async () => {
    // Batches enough for the test to see the job run well before its last one.
    const rows = IMPORT_BATCH * 8;
    const before = await ownerCount();
    const started: ImportJob = successData(await startJob(ownersCsv(rows), 'slow-owners.csv'));
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const job: ImportJob = successData(await get(`/api/import/jobs/${started.id}`));
      if (job.status === 'running') break;
      if (job.status !== 'queued') throw new Error(`the job ended before the test saw it run: ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The attempt has run a minute past its expiry: the queue has given it up.
    getContext().clock.advance(JOB_EXPIRY_SECONDS + 60);
    const ended = (await followed(started.id)).pop() as ImportJob;
    expect(ended).toMatchObject({ status: 'failed', failure: IMPORT_MESSAGES.failed, report: null });
    expect(await ownerCount()).toBe(before);
    expect((await storedJob(started.id))?.file).toBeNull();
  });

  it('refuses a file it cannot read and a check (dryRun) before queueing anything, and an id that is no job', async () => {
    const [{ n: jobsBefore } = { n: 0 }] = await db().select({ n: count() }).from(importJobs);
    const refused = await startJob(PNG_BYTES, 'photo.csv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(IMPORT_MESSAGES.fileType);
    const [{ n: jobsAfter } = { n: 0 }] = await db().select({ n: count() }).from(importJobs);
    expect(jobsAfter).toBe(jobsBefore);

    // A check is no background job: a client asking for one is told where checks run, and nothing is imported.
    const checkOnly = await post(
      '/api/import/owners/jobs',
      multipartForm({ dryRun: 'true' }, { file: { bytes: ownersCsv(2), fileName: 'owners.csv' } }),
    );
    expect(checkOnly.statusCode).toBe(400);
    expect(checkOnly.json().message).toBe(IMPORT_MESSAGES.jobDryRun);
    const [{ n: jobsAfterCheck } = { n: 0 }] = await db().select({ n: count() }).from(importJobs);
    expect(jobsAfterCheck).toBe(jobsBefore);

    expect((await get('/api/import/jobs/0f8fad5b-d9cb-469f-a165-70867728950e')).statusCode).toBe(404);
    expect((await get('/api/import/jobs/42')).json().message).toBe(IMPORT_MESSAGES.jobId);
  });

  const DAY_SECONDS = 24 * 60 * 60;
  const secondsAgo = (seconds: number) => new Date(getContext().clock.now.getTime() - seconds * 1000);
  const FINISHED_REPORT: ImportReport = {
    list: 'owners',
    headers: ['email'],
    mapping: {},
    rows: 2,
    created: 2,
    changed: 0,
    unchanged: 0,
    problems: [],
    problemCount: 0,
    imported: true,
    updateExisting: false,
  };

  /** Job rows as a process left them (by default queued now, with its file), started by the signed-in admin. */
  async function insertedJobs(jobs: Array<{ fileName: string } & Partial<typeof importJobs.$inferInsert>>) {
    const [admin] = await db()
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, ADMIN.email));
    return db()
      .insert(importJobs)
      .values(
        jobs.map((job) => ({
          list: 'owners' as const,
          file: ownersCsv(2),
          updateExisting: false,
          staffUserId: admin?.id ?? null,
          status: 'queued' as const,
          rows: 2,
          createdAt: getContext().clock.now,
          ...job,
        })),
      )
      .returning();
  }
  const storedJob = async (id: string) =>
    (await db().select().from(importJobs).where(eq(importJobs.id, id)))[0];

  it('ends, as a server starts, the jobs still queued or running a day after they were queued, and keeps the others', async () => {
    const [neverQueued, bothAttemptsDied, justQueued, finished] = await insertedJobs([
      { fileName: 'never-queued.csv', createdAt: secondsAgo(DAY_SECONDS) },
      { fileName: 'attempts-died.csv', status: 'running', rowsDone: 1, createdAt: secondsAgo(DAY_SECONDS) },
      { fileName: 'just-queued.csv' },
      {
        fileName: 'finished.csv',
        status: 'done',
        file: null,
        report: FINISHED_REPORT,
        rowsDone: 2,
        createdAt: secondsAgo(10 * DAY_SECONDS),
        finishedAt: secondsAgo(10 * DAY_SECONDS - 60),
      },
    ]);
    if (!neverQueued || !bothAttemptsDied || !justQueued || !finished) throw new Error('jobs not inserted');

    // Another server starting on the same database.
    const startedServer = await startImportJobs({
      database: getContext().database,
      storage: createFileStorage(getContext().config),
      clock: () => getContext().clock.now,
      log: getContext().app.log,
    });
    await startedServer.stop();

    for (const ended of [neverQueued, bothAttemptsDied]) {
      expect(await storedJob(ended.id)).toMatchObject({
        status: 'failed',
        failure: IMPORT_MESSAGES.interrupted,
        file: null,
        finishedAt: getContext().clock.now,
      });
      expect(successData(await get(`/api/import/jobs/${ended.id}`))).toMatchObject({
        status: 'failed',
        failure: 'The import was interrupted; start it again.',
      });
    }
    expect(await storedJob(justQueued.id)).toEqual(justQueued);
    expect(await storedJob(finished.id)).toEqual(finished);
    await db().delete(importJobs).where(eq(importJobs.id, justQueued.id));
  });

  it('imports nothing once the person who started it may no longer write records: role lowered, or deactivated', async () => {
    const context = getContext();
    const starter = await addStaffUser(context, 'agent');
    // Another process's worker, whose start the test calls as the route would have for the agent.
    const jobs = await startImportJobs({
      database: context.database,
      storage: createFileStorage(context.config),
      clock: () => context.clock.now,
      log: context.app.log,
    });
    const ended = async (id: string) => {
      for (let attempt = 0; attempt < 1200; attempt += 1) {
        const job = await storedJob(id);
        if (job?.status === 'done' || job?.status === 'failed') return job;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`import job ${id} did not end`);
    };
    const startedBy = (fileName: string) =>
      jobs.start({
        list: 'owners',
        fileName,
        bytes: ownersCsv(2),
        rows: 2,
        updateExisting: false,
        staffUserId: starter.id,
      });
    try {
      const before = await ownerCount();
      for (const change of [
        { role: 'viewer' as const },
        { role: 'agent' as const, deactivatedAt: context.clock.now },
      ]) {
        await db().update(staffUsers).set(change).where(eq(staffUsers.id, starter.id));
        const job = await ended((await startedBy(`${change.role}.csv`)).id);
        expect(job, JSON.stringify(change)).toMatchObject({
          status: 'failed',
          failure: IMPORT_MESSAGES.starterMayNotWrite,
          file: null,
          report: null,
        });
        expect(await ownerCount()).toBe(before);
      }
      // The same file, its starter an agent again: imported.
      await db().update(staffUsers).set({ deactivatedAt: null }).where(eq(staffUsers.id, starter.id));
      expect(await ended((await startedBy('agent-again.csv')).id)).toMatchObject({ status: 'done' });
      expect(await ownerCount()).toBe(before + 2);
    } finally {
      await jobs.stop();
    }
  });

  it('leaves a running job while an attempt may still run it, and ends it once none can', async () => {
    const [stillRunning] = await insertedJobs([
      { fileName: 'still-running.csv', status: 'running', createdAt: secondsAgo(STALE_JOB_SECONDS - 60) },
    ]);
    if (!stillRunning) throw new Error('job not inserted');
    expect(await endStaleImportJobs(db(), getContext().clock.now)).toEqual([]);

    getContext().clock.advance(61);
    // Not while this process runs it.
    expect(await endStaleImportJobs(db(), getContext().clock.now, [stillRunning.id])).toEqual([]);
    expect(await storedJob(stillRunning.id)).toEqual(stillRunning);
    expect(await endStaleImportJobs(db(), getContext().clock.now)).toEqual([stillRunning.id]);
    expect(await storedJob(stillRunning.id)).toMatchObject({
      status: 'failed',
      failure: IMPORT_MESSAGES.interrupted,
      file: null,
      rowsDone: 0,
    });
  });
});
