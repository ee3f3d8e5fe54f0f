import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_LENGTH } from '@pm/schemas/common';
import { VERSION_FIELD } from '@pm/schemas/record-fields';
import type { FastifyRequest } from 'fastify';
import {
  badRequest,
  HttpError,
  MAX_FORM_FILE_MEGABYTES,
  MAX_RECEIVING_FILE_MEGABYTES,
  MULTIPART_LIMITS,
} from '../http/errors';
import type { CheckedFile } from './file-storage';
import { detectFileType, type FileType } from './file-types';

/**
 * The most bytes a text part may have: above the longest text the schemas accept (MAX_LENGTH.long characters,
 * up to 3 bytes each in UTF-8, plus room for surrounding blanks that are trimmed). busboy stops collecting a
 * text part there; a part that was cut is refused with 413, never stored cut.
 */
export const MAX_TEXT_PART_BYTES = 8 * 1024;
/** The longest text the schemas accept, in UTF-8 bytes at most (a test checks it fits MAX_TEXT_PART_BYTES). */
export const LONGEST_TEXT_BYTES = MAX_LENGTH.long * 3;

/** The longest field name a form may use (the forms' own, such as `subTenants[9][homeAddress]`, are far shorter). */
export const MAX_FIELD_NAME_LENGTH = 100;

/** Which text part names a form route reads; every other text part is drained and ignored. */
export type TextFieldNames = (name: string) => boolean;

/** The text part names of a route, listed: `textFieldNames(['name', 'email'])`. */
export function textFieldNames(names: Iterable<string>): TextFieldNames {
  const known = new Set(names);
  return (name) => known.has(name);
}

/** What a form route reads: its text fields, and the file fields it accepts with their rules. */
export interface UploadRules {
  textFields: TextFieldNames;
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
  /** The route's text fields by name (the first value when a name repeats). */
  fields: Record<string, string>;
  /** The chosen files, buffered; a field without a file (or with an empty one) is absent. */
  files: Partial<Record<F, Buffer>>;
  /** The files of the repeated fields (fieldRules[field].repeated), in the order sent. */
  fileLists: Partial<Record<F, Buffer[]>>;
  /** The name the client gave each single file (only ever shown back, never used as a path). */
  fileNames: Partial<Record<F, string>>;
  /** The `__v` text part of any form: an edit's precondition (http/preconditions.ts). */
  version: string | undefined;
}

export const NOT_MULTIPART = 'Send this form as multipart/form-data.';
export const UNREADABLE_FORM = 'The form could not be read. Send it again as multipart/form-data.';
export const FORBIDDEN_FIELD_NAME =
  'The form has a field whose name cannot be used (such as __proto__ or constructor). Rename it.';
export const JSON_FIELD = 'Send the fields of this form as plain text, not as JSON.';
export const FIELD_NAME_TOO_LONG = `A field name is too long (at most ${MAX_FIELD_NAME_LENGTH} characters). Send the form with its own field names.`;
export const textPartTooLong = (name: string) =>
  `The field ${name} is too long: a text field may be at most ${MAX_TEXT_PART_BYTES / 1024} KB.`;
export const FORM_FILES_TOO_LARGE = `The form's files are too large together (at most ${MAX_FORM_FILE_MEGABYTES} MB in one form). Send fewer or smaller files.`;
export const RECEIVING_TOO_MANY_FILES =
  'The server is receiving too many files at the moment. Please send the form again in a moment.';
/** When a form refused with RECEIVING_TOO_MANY_FILES may be sent again (Retry-After). */
export const RECEIVING_TOO_MANY_FILES_RETRY_AFTER_SECONDS = 10;

const MAX_FORM_FILE_BYTES = MAX_FORM_FILE_MEGABYTES * 1024 * 1024;
const MAX_RECEIVING_FILE_BYTES = MAX_RECEIVING_FILE_MEGABYTES * 1024 * 1024;

/** The file bytes held by the forms being read in this process, together (at most MAX_RECEIVING_FILE_BYTES). */
let fileBytesBeingReceived = 0;

/** The file bytes the forms being read hold now, in this process. */
export const fileBytesBeingReceivedNow = () => fileBytesBeingReceived;

/**
 * One form's share of the file bytes being received: `take` holds a chunk's bytes if they fit under
 * MAX_RECEIVING_FILE_BYTES (else holds nothing and answers false); `release` gives back all the form held.
 */
function receivingShare() {
  let held = 0;
  return {
    take(bytes: number): boolean {
      if (fileBytesBeingReceived + bytes > MAX_RECEIVING_FILE_BYTES) return false;
      fileBytesBeingReceived += bytes;
      held += bytes;
      return true;
    },
    release() {
      fileBytesBeingReceived -= held;
      held = 0;
    },
  };
}

type ReceivingShare = ReturnType<typeof receivingShare>;

/** Reads a stream to its end, keeping nothing (an unknown file costs time, not memory); answers its size. */
async function drain(stream: Readable): Promise<number> {
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) size += chunk.length;
  return size;
}

/** A browser sends an empty part, without a file name, for a file input left empty: it is no file. */
const isFileInputLeftEmpty = (size: number, fileName: string | undefined) => size === 0 && !fileName;

/**
 * Reads a file part into memory if it fits in the `room` left of the form's MAX_FORM_FILE_MEGABYTES and in the
 * form's `share` of the bytes being received; past either, the rest of the part is read and dropped (busboy has
 * already cut it at the per-file size) and the form is refused: 413 past its room, 503 past the share. A part
 * busboy cut is refused with `tooLarge`, the field's own message.
 */
async function readFilePart(
  file: MultipartFile['file'],
  room: number,
  share: ReceivingShare,
  tooLarge: () => HttpError,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooManyBeingReceived = false;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    const kept: boolean = size <= room && !tooManyBeingReceived && share.take(chunk.length);
    if (kept) chunks.push(chunk);
    else chunks.length = 0;
    tooManyBeingReceived ||= size <= room && !kept;
  }
  if (file.truncated) throw tooLarge();
  if (size > room) throw new HttpError(413, FORM_FILES_TOO_LARGE);
  if (tooManyBeingReceived) {
    throw new HttpError(503, RECEIVING_TOO_MANY_FILES, {
      'retry-after': String(RECEIVING_TOO_MANY_FILES_RETRY_AFTER_SECONDS),
    });
  }
  return Buffer.concat(chunks, size);
}

/**
 * Reads a whole multipart form before anything is stored, so a bad part (too large, wrong type, unexpected file)
 * rejects the request while nothing has been written yet. Only the route's text fields are kept (each at most
 * MAX_TEXT_PART_BYTES; a longer one is refused with 413); other text parts are ignored and other files drained.
 * A field name over MAX_FIELD_NAME_LENGTH is refused with 400, more parts than MULTIPART_LIMITS with 413, and
 * files over MAX_FORM_FILE_MEGABYTES together with 413, so one request holds at most that many file bytes; a form
 * whose files would pass MAX_RECEIVING_FILE_MEGABYTES with those of the other forms being read is refused with 503.
 */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  rules: UploadRules & { fileFields: readonly F[] },
): Promise<ReceivedForm<F>> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, Buffer>> = {};
  const fileLists: Partial<Record<F, Buffer[]>> = {};
  const fileNames: Partial<Record<F, string>> = {};
  let version: string | undefined;
  let fileBytes = 0;
  const fieldRules = rules.fieldRules ?? {};
  const largest = Math.max(rules.maxBytes, ...Object.values(fieldRules).map((rule) => rule?.maxBytes ?? 0));
  const parts = request.parts({
    limits: { ...MULTIPART_LIMITS, fileSize: largest, fieldSize: MAX_TEXT_PART_BYTES },
  });
  const share = receivingShare();
  try {
    for await (const part of parts) {
      // busboy keeps at most 80 KB of a part's headers (a longer name arrives cut there); a part may have no name.
      if (part.fieldname?.length > MAX_FIELD_NAME_LENGTH) {
        if (part.type === 'file') await drain(part.file);
        throw badRequest(FIELD_NAME_TOO_LONG);
      }
      if (part.type === 'field') {
        // busboy has kept at most MAX_TEXT_PART_BYTES of it; a part of another name is simply not used.
        if (part.fieldname === VERSION_FIELD && typeof part.value === 'string') version ??= part.value;
        if (!rules.textFields(part.fieldname)) continue;
        if (part.valueTruncated) throw new HttpError(413, textPartTooLong(part.fieldname));
        if (typeof part.value !== 'string') throw badRequest(`The field ${part.fieldname} must be text.`);
        if (!(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname as F;
      if (!rules.fileFields.includes(field)) {
        await drain(part.file);
        throw badRequest(`The form has an unexpected file: ${part.fieldname}.`);
      }
      const rule = Object.hasOwn(fieldRules, field) ? fieldRules[field] : undefined;
      // A file the form cannot take is refused before its bytes are read into memory.
      if (!rule?.repeated && files[field]) {
        await drain(part.file);
        throw badRequest(`Send only one file for ${part.fieldname}.`);
      }
      if (rule?.repeated && (fileLists[field]?.length ?? 0) === rule.repeated.maxCount) {
        if (isFileInputLeftEmpty(await drain(part.file), part.filename)) continue;
        throw badRequest(rule.repeated.tooManyMessage);
      }
      const tooLarge = () => new HttpError(413, rule?.tooLargeMessage ?? rules.tooLargeMessage);
      const bytes = await readFilePart(part.file, MAX_FORM_FILE_BYTES - fileBytes, share, tooLarge);
      fileBytes += bytes.length;
      if (isFileInputLeftEmpty(bytes.length, part.filename)) continue;
      if (bytes.length > (rule?.maxBytes ?? rules.maxBytes)) throw tooLarge();
      if (rule?.repeated) {
        fileLists[field] = [...(fileLists[field] ?? []), bytes];
      } else {
        files[field] = bytes;
        fileNames[field] = part.filename;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_PROTO_VIOLATION') throw badRequest(FORBIDDEN_FIELD_NAME);
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw badRequest(JSON_FIELD);
    // Limits and our own answers carry a status; anything else is a body busboy could not parse.
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number')
      throw error;
    throw badRequest(UNREADABLE_FORM);
  } finally {
    share.release();
  }
  return { fields, files, fileLists, fileNames, version };
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
