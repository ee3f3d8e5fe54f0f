// Issue 24: "50,000 rows import with a bounded memory". An import job of 50,000 owners, through the API, while the
// test measures the process's live JavaScript heap (after a full garbage collection) once a second: the job holds
// the file and one batch of rows, so the heap grows by far less than the rows would take if they were all held
// (about 2 KB a row once read, checked and planned, so 100 MB for 50,000).

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { spreadsheetHeaders } from '@pm/schemas/spreadsheet';
import type { ImportJob } from '@pm/schemas/spreadsheet-import';
import { count } from 'drizzle-orm';
import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { owners } from '../src/db/schema/owners';
import { describeEachDatabase } from './harness';
import { multipartForm } from './multipart-helper';
import { OWNER_VALUES } from './records';
import { signedInRequests, successData } from './signed-in-requests';

const ROWS = 50_000;
/** What the heap may grow by: the file's text (7 MB), each key's first line, one batch, the report. */
const HEAP_BOUND_MB = 48;

setFlagsFromString('--expose_gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The live heap in MB: what is still reachable after a full collection. */
function liveHeapMb(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function ownersCsv(run: string): Buffer {
  const headers = spreadsheetHeaders('owners');
  const { password: _password, ...cells } = OWNER_VALUES;
  const lines = Array.from({ length: ROWS }, (_, index) => {
    const row: Record<string, string> = { ...cells, email: `memory.${run}.${index}@example.com` };
    return headers.map((header) => row[header] ?? '');
  });
  return Buffer.from(`${Papa.unparse([[...headers], ...lines], { newline: '\r\n' })}\r\n`);
}

describeEachDatabase('import job memory (issue 24)', (getContext) => {
  const { get, post } = signedInRequests(getContext);

  it(`imports ${ROWS.toLocaleString('en-US')} owners with the heap bounded (under ${HEAP_BOUND_MB} MB more)`, async () => {
    const file = ownersCsv(`${Date.now()}`);
    const [{ n: before } = { n: 0 }] = await getContext().database.db.select({ n: count() }).from(owners);
    const baseline = liveHeapMb();
    let peak = baseline;
    let samples = 0;
    const sampler = setInterval(() => {
      samples += 1;
      peak = Math.max(peak, liveHeapMb());
    }, 1000);
    try {
      const started: ImportJob = successData(
        await post(
          '/api/import/owners/jobs',
          multipartForm({}, { file: { bytes: file, fileName: 'memory.csv' } }),
        ),
      );
      let job = started;
      while (job.status === 'queued' || job.status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        job = successData(await get(`/api/import/jobs/${started.id}`));
      }
      expect(job.report).toMatchObject({ rows: ROWS, created: ROWS, problemCount: 0, imported: true });
    } finally {
      clearInterval(sampler);
    }
    const [{ n: after } = { n: 0 }] = await getContext().database.db.select({ n: count() }).from(owners);
    expect(after - before).toBe(ROWS);
    const grown = peak - baseline;
    console.info(
      `${getContext().database.kind}: ${ROWS} owners imported; live heap ${baseline.toFixed(1)} MB before, peak ${peak.toFixed(1)} MB (+${grown.toFixed(1)} MB), ${samples} samples`,
    );
    // Measured all along the import, not only before and after it.
    expect(samples).toBeGreaterThanOrEqual(10);
    expect(grown).toBeLessThan(HEAP_BOUND_MB);
  }, 300_000);
});
