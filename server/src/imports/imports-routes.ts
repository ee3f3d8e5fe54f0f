import { ENDPOINTS } from '@pm/api-contract/endpoints';
import {
  IMPORT_FORM_FIELDS,
  IMPORT_MESSAGES,
  type ImportedList,
  MAX_IMPORT_MEGABYTES,
} from '@pm/schemas/spreadsheet-import';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { changeStamp } from '../audit/audit-trail';
import { isUniqueViolation } from '../db/errors';
import { readMultipartForm, textFieldNames } from '../files/multipart-form';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest, HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { RACED_MESSAGE } from './import-jobs';
import { runListImport } from './list-import-run';
import { openSpreadsheet } from './spreadsheet-files';

const FILE_FIELDS = [IMPORT_FORM_FIELDS.file] as const;

/** The import form: its three text fields and one file, CSV or XLSX (told by its bytes when it is read). */
const IMPORT_UPLOAD = {
  textFields: textFieldNames([
    IMPORT_FORM_FIELDS.mapping,
    IMPORT_FORM_FIELDS.updateExisting,
    IMPORT_FORM_FIELDS.dryRun,
  ]),
  fileFields: FILE_FIELDS,
  // Any bytes here: openSpreadsheet tells a CSV from an XLSX and refuses the rest.
  accept: [],
  maxBytes: MAX_IMPORT_MEGABYTES * 1024 * 1024,
  tooLargeMessage: IMPORT_MESSAGES.fileTooLarge,
  wrongTypeMessage: IMPORT_MESSAGES.fileType,
};

/** The import form read: its choices, the file's bytes and name, and the file opened (its header and records). */
async function readImportForm(request: FastifyRequest<{ Params: { list: ImportedList } }>) {
  const list = request.params.list;
  const form = await readMultipartForm(request, IMPORT_UPLOAD);
  const options = parseBody(ENDPOINTS.importList.multipart.fields, form.fields);
  const bytes = form.files.file;
  if (!bytes) throw badRequest(IMPORT_MESSAGES.file);
  const sheet = await openSpreadsheet(bytes);
  return {
    list,
    bytes,
    sheet,
    fileName: form.fileNames.file || `${list} spreadsheet`,
    mapping: options.mapping,
    updateExisting: options.updateExisting === true,
    dryRun: options.dryRun === true,
  };
}

/**
 * POST /api/import/:list: a list's spreadsheet checked (dryRun) or imported, all or nothing, in the request.
 * POST /api/import/:list/jobs: the same import as a background job (what the import page does), and
 * GET /api/import/jobs/:id: its progress and report, for the staff user who started it.
 */
export function importsRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    declaredRoute(app, 'importList', async (request) => {
      const form = await readImportForm(request);
      try {
        const { report, unheldFiles } = await runListImport(
          context.db,
          form.list,
          form.sheet,
          {
            mapping: form.mapping,
            updateExisting: form.updateExisting,
            dryRun: form.dryRun,
            fileName: form.fileName,
          },
          changeStamp(request, context.clock),
        );
        if (report.imported) {
          await context.storage.remove(unheldFiles);
          request.log.info(
            {
              staffUserId: request.staffUser?.id,
              list: form.list,
              created: report.created,
              changed: report.changed,
            },
            'list imported',
          );
        }
        return ok(report);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, RACED_MESSAGE);
        throw error;
      }
    });

    declaredRoute(app, 'importJobStart', async (request) => {
      const form = await readImportForm(request);
      if (form.dryRun) throw badRequest(IMPORT_MESSAGES.jobDryRun);
      const job = await context.importJobs.start({
        list: form.list,
        fileName: form.fileName,
        bytes: form.bytes,
        rows: form.sheet.rows,
        mapping: form.mapping,
        updateExisting: form.updateExisting,
        staffUserId: request.staffUser?.id ?? null,
      });
      request.log.info(
        { staffUserId: request.staffUser?.id, list: form.list, job: job.id },
        'list import queued',
      );
      return ok(job);
    });

    declaredRoute(app, 'importJob', async (request) => {
      const job = await context.importJobs.find(request.params.id, request.staffUser?.id ?? '');
      if (!job) throw new HttpError(404, IMPORT_MESSAGES.jobNotFound);
      return ok(job);
    });
  };
}
