import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import type { CheckedFile } from './file-storage';
import { detectFileType, type FileType } from './file-types';

/** What a form route accepts for its file fields. */
export interface UploadRules {
  fileFields: readonly string[];
  accept: readonly FileType[];
  maxBytes: number;
  tooLargeMessage: string;
  wrongTypeMessage: string;
  /** Per-field exceptions: another size limit, or a field repeated up to maxCount times (see fileLists). */
  fieldRules?: Partial<Record<string, FileFieldRule>>;
}

export interface FileFieldRule {
  maxBytes?: number;
  tooLargeMessage?: string;
  repeated?: { maxCount: number; tooManyMessage: string };
}

export interface ReceivedForm<F extends string> {
  /** Text fields by name (the first value when a name repeats). */
  fields: Record<string, string>;
  /** The chosen files, buffered; a field without a file (or with an empty one) is absent. */
  files: Partial<Record<F, Buffer>>;
  /** The files of the repeated fields (fieldRules[field].repeated), in the order sent. */
  fileLists: Partial<Record<F, Buffer[]>>;
}

export const NOT_MULTIPART = 'Send this form as multipart/form-data.';
export const UNREADABLE_FORM = 'The form could not be read. Send it again as multipart/form-data.';

/**
 * Reads a whole multipart form into memory before anything is stored, so a bad part (too large, wrong type,
 * unexpected file) rejects the request while nothing has been written yet.
 */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  rules: UploadRules & { fileFields: readonly F[] },
): Promise<ReceivedForm<F>> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, Buffer>> = {};
  const fileLists: Partial<Record<F, Buffer[]>> = {};
  const fieldRules = rules.fieldRules ?? {};
  const largest = Math.max(rules.maxBytes, ...Object.values(fieldRules).map((rule) => rule?.maxBytes ?? 0));
  const parts = request.parts({ limits: { fileSize: largest } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest(`The field ${part.fieldname} must be text.`);
        if (!(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname as F;
      const rule = Object.hasOwn(fieldRules, field) ? fieldRules[field] : undefined;
      const tooLarge = () => new HttpError(413, rule?.tooLargeMessage ?? rules.tooLargeMessage);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (!rules.fileFields.includes(field))
        throw badRequest(`The form has an unexpected file: ${part.fieldname}.`);
      if (!rule?.repeated && files[field]) throw badRequest(`Send only one file for ${part.fieldname}.`);
      // A browser sends an empty part for a file input left empty.
      if (bytes.length === 0 && !part.filename) continue;
      if (bytes.length > (rule?.maxBytes ?? rules.maxBytes)) throw tooLarge();
      if (rule?.repeated) {
        const list = fileLists[field] ?? [];
        if (list.length === rule.repeated.maxCount) throw badRequest(rule.repeated.tooManyMessage);
        fileLists[field] = [...list, bytes];
      } else {
        files[field] = bytes;
      }
    }
  } catch (error) {
    // Limits and our own answers carry a status; anything else is a body busboy could not parse.
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number')
      throw error;
    throw badRequest(UNREADABLE_FORM);
  }
  return { fields, files, fileLists };
}

/** Checks every received file's type by its first bytes; throws before any file is stored. */
export function checkFileTypes<F extends string>(
  files: Partial<Record<F, Buffer>>,
  rules: Pick<UploadRules, 'accept' | 'wrongTypeMessage'>,
): Partial<Record<F, CheckedFile>> {
  const checked: Partial<Record<F, CheckedFile>> = {};
  for (const [field, bytes] of Object.entries(files) as [F, Buffer][])
    checked[field] = checkFileType(bytes, rules);
  return checked;
}

/** Checks one file's type by its first bytes. */
export function checkFileType(
  bytes: Buffer,
  rules: Pick<UploadRules, 'accept' | 'wrongTypeMessage'>,
): CheckedFile {
  const type = detectFileType(bytes, rules.accept);
  if (!type) throw badRequest(rules.wrongTypeMessage);
  return { bytes, type };
}
