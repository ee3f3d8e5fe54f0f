// Issue 24, "Large files": POST /api/import/:list/jobs queues an import and answers its job at once; a worker reads
// the file a batch of rows at a time and imports it all or nothing; GET /api/import/jobs/:id answers its progress
// and, once done, its report, to the staff user who started it only (the page reads it again after a reload).
import { spreadsheetHeaders } from '@pm/schemas/spreadsheet';
import { IMPORT_MESSAGES, type ImportJob } from '@pm/schemas/spreadsheet-import';
import { and, count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema/audit';
import { importJobs } from '../src/db/schema/import-jobs';
import { owners } from '../src/db/schema/owners';
import { IMPORT_AUDIT_FIELD, IMPORT_BATCH } from '../src/imports/import-steps';
import { describeEachDatabase } from './harness';
import { multipartForm, PNG_BYTES } from './multipart-helper';
import { OWNER_VALUES, uniqueEmail } from './records';
import { signedInRequests, successData } from './signed-in-requests';
import { signedInAs } from './staff-accounts';

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
});
