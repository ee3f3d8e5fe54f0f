import { ENDPOINTS } from '@pm/api-contract/endpoints';
import {
  IMPORT_FORM_FIELDS,
  IMPORT_MESSAGES,
  type ImportedList,
  MAX_IMPORT_MEGABYTES,
} from '@pm/schemas/spreadsheet-import';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { changeStamp } from '../audit/audit-trail';
import { isUniqueViolation } from '../db/errors';
import { readMultipartForm, textFieldNames } from '../files/multipart-form';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest, HttpError } from '../http/errors';
import { parseBody } from '../http/validation';
import { runListImport } from './list-import-run';
import { readSpreadsheet } from './spreadsheet-files';

const FILE_FIELDS = [IMPORT_FORM_FIELDS.file] as const;

/** The import form: its three text fields and one file, CSV or XLSX (told by its bytes when it is read). */
const IMPORT_UPLOAD = {
  textFields: textFieldNames([
    IMPORT_FORM_FIELDS.mapping,
    IMPORT_FORM_FIELDS.updateExisting,
    IMPORT_FORM_FIELDS.dryRun,
  ]),
  fileFields: FILE_FIELDS,
  // Any bytes here: readSpreadsheet tells a CSV from an XLSX and refuses the rest.
  accept: [],
  maxBytes: MAX_IMPORT_MEGABYTES * 1024 * 1024,
  tooLargeMessage: IMPORT_MESSAGES.fileTooLarge,
  wrongTypeMessage: IMPORT_MESSAGES.fileType,
};

/** Another write added a record with an imported key (an email) while the import ran: nothing was imported. */
const RACED =
  'Someone added a record with the same email while the file was importing, so nothing was imported. Check the file again and import it.';

/** POST /api/import/:list: a list's spreadsheet checked (dryRun) or imported, all or nothing (issue 24). */
export function importsRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    declaredRoute(app, 'importList', async (request) => {
      const list: ImportedList = request.params.list;
      const form = await readMultipartForm(request, IMPORT_UPLOAD);
      const options = parseBody(ENDPOINTS.importList.multipart.fields, form.fields);
      const bytes = form.files.file;
      if (!bytes) throw badRequest(IMPORT_MESSAGES.file);
      const sheet = await readSpreadsheet(bytes);
      const fileName = form.fileNames.file || `${list} spreadsheet`;
      try {
        const { report, unheldFiles } = await runListImport(
          context.db,
          list,
          sheet,
          {
            mapping: options.mapping,
            updateExisting: options.updateExisting === true,
            dryRun: options.dryRun === true,
            fileName,
          },
          changeStamp(request, context.clock),
        );
        if (report.imported) {
          await context.storage.remove(unheldFiles);
          request.log.info(
            { staffUserId: request.staffUser?.id, list, created: report.created, changed: report.changed },
            'list imported',
          );
        }
        return ok(report);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, RACED);
        throw error;
      }
    });
  };
}
