import {
  SPREADSHEET_MEDIA_TYPES,
  SPREADSHEETS,
  type SpreadsheetList,
  spreadsheetFileName,
} from '@pm/schemas/spreadsheet';
import type { FastifyPluginAsync } from 'fastify';
import { agencyNow } from '../agency-calendar';
import type { AppContext } from '../app-context';
import { type Limit, tooManyAttempts } from '../auth/attempt-limiter';
import { currentStaffUser } from '../auth/require-auth';
import { declaredRoute } from '../http/declared-routes';
import { seesPersonalData } from '../http/personal-data';
import { type SpreadsheetRow, spreadsheetBatches } from './export-sources';
import { csvStream, xlsxStream } from './spreadsheet-writers';

/** Rows read from the database at a time: what an export holds in memory, however long the list. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Exports of one account per window: every list in both formats a few times over, but no stolen token or script
 * taking the agency's personal data out in bulk again and again, nor holding the database with full reads.
 */
export const EXPORT_LIMIT: Limit = { max: 30, windowSeconds: 15 * 60 };

/**
 * The batches of a list with the first one already read: a failure to read (the database is down) is then
 * answered as every failure is, before the file's headers go out.
 */
async function startedBatches(
  batches: AsyncGenerator<SpreadsheetRow[]>,
): Promise<AsyncGenerator<SpreadsheetRow[]>> {
  const first = await batches.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    yield* batches;
  }
  return all();
}

/**
 * Counts the rows that go out and, when the last one has, logs the export: who made it, of which list, in which
 * format, how many rows and whether personal numbers were masked; never a value of the file. Reads are not
 * audited (the audit trail holds changes); this line is the trace of personal data leaving in bulk.
 */
async function* counted(batches: AsyncIterable<SpreadsheetRow[]>, done: (rows: number) => void) {
  let rows = 0;
  for await (const batch of batches) {
    rows += batch.length;
    yield batch;
  }
  done(rows);
}

/** GET /api/export/:list?format=csv|xlsx: every record of a list as one file, streamed (issue 24). */
export function exportsRoutes(
  context: AppContext,
  { batchSize = EXPORT_BATCH_SIZE }: { batchSize?: number } = {},
): FastifyPluginAsync {
  return async (app) => {
    declaredRoute(app, 'exportList', async (request, reply) => {
      const list: SpreadsheetList = request.params.list;
      const { format } = request.query;
      const staffUser = currentStaffUser(request);
      const key = context.attempts.keyOf('export', staffUser.id);
      const verdict = await context.attempts.take(key, EXPORT_LIMIT, context.clock());
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds, 'exports');
      const masked = !seesPersonalData(staffUser);
      const batches = await startedBatches(spreadsheetBatches(context.db, list, batchSize));
      const logged = counted(batches, (rows) =>
        request.log.info(
          {
            staffUserId: staffUser.id,
            list,
            format,
            rows,
            personalNumbers: masked ? 'masked' : 'shown',
          },
          'list exported',
        ),
      );
      const parts = {
        title: SPREADSHEETS[list].title,
        columns: SPREADSHEETS[list].columns,
        batches: logged,
        masked,
      };
      const day = agencyNow(context.clock(), context.config.agencyTimeZone).day;
      return reply
        .type(SPREADSHEET_MEDIA_TYPES[format])
        .header('content-disposition', `attachment; filename="${spreadsheetFileName(list, format, day)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(format === 'csv' ? csvStream(parts) : xlsxStream(parts));
    });
  };
}
