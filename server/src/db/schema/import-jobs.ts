import {
  IMPORT_JOB_STATUSES,
  IMPORTED_LISTS,
  type ImportMapping,
  type ImportReport,
} from '@pm/schemas/spreadsheet-import';
import { boolean, customType, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './auth';

/** Bytes as PostgreSQL stores them (pg gives a Buffer back, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A list's spreadsheet imported by a background job (issue 24): the uploaded file until the job ends, the
 * choices it was started with, its progress, and its report. Any API process's worker may run it (pg-boss).
 */
export const importJobs = pgTable('import_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  list: text('list', { enum: IMPORTED_LISTS }).notNull(),
  fileName: text('file_name').notNull(),
  /** The uploaded file (at most MAX_IMPORT_MEGABYTES); cleared once the job is done or failed. */
  file: bytea('file'),
  mapping: jsonb('mapping').$type<ImportMapping>(),
  updateExisting: boolean('update_existing').notNull(),
  /** Who started it: the only one who may read it, and the author of its audit events. */
  staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
  status: text('status', { enum: IMPORT_JOB_STATUSES }).notNull(),
  rows: integer('rows').notNull(),
  rowsDone: integer('rows_done').notNull().default(0),
  report: jsonb('report').$type<ImportReport>(),
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
