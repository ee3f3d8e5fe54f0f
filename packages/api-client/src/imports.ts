import { call } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';
import { IMPORT_FORM_FIELDS, type ImportedList, type ImportMapping } from '@pm/schemas/spreadsheet-import';

export interface ImportChoices {
  /** The mapping the person chose; none: the server guesses it from the file's headers. */
  mapping?: ImportMapping;
  updateExisting?: boolean;
  /** Check and count only. */
  dryRun?: boolean;
}

/** The import form: the file, the mapping as JSON, and the two switches as 'true' / 'false'. */
export function importFormData(
  file: File,
  { mapping, updateExisting = false, dryRun = false }: ImportChoices,
) {
  const body = new FormData();
  if (mapping) body.append(IMPORT_FORM_FIELDS.mapping, JSON.stringify(mapping));
  body.append(IMPORT_FORM_FIELDS.updateExisting, String(updateExisting));
  body.append(IMPORT_FORM_FIELDS.dryRun, String(dryRun));
  body.append(IMPORT_FORM_FIELDS.file, file, file.name);
  return body;
}

/** A list's spreadsheet checked (a dry run) or imported, all or nothing (issue 24). */
export const importsApi = {
  /** Answers the report: the file's headers, the mapping used, the counts and every bad row. */
  run: (list: ImportedList, file: File, choices: ImportChoices) =>
    call(routes.importList, {
      params: { list },
      body: importFormData(file, choices),
      // A large file takes longer than a form's 30 s; the server holds it in one transaction either way.
      timeout: false,
    }),
  /** Starts the import as a background job: answers the job at once (read it with `job`). */
  startJob: (list: ImportedList, file: File, choices: Omit<ImportChoices, 'dryRun'>) =>
    call(routes.importJobStart, {
      params: { list },
      body: importFormData(file, choices),
      // Sending a file of up to 25 MB may take longer than a form's 30 s on a slow line.
      timeout: false,
    }),
  /** A background import: its status, rows done of all, and its report once done. */
  job: (id: string) => call(routes.importJob, { params: { id } }),
};
