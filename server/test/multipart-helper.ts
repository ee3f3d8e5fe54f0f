import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** JPEG and WebP headers: enough for the type check by first bytes. */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(8),
]);

export interface UploadFile {
  bytes: Buffer;
  fileName: string;
  type?: string;
}

/** A file with its field name, for a form where one name may carry several files. */
export interface NamedUpload extends UploadFile {
  name: string;
}

/** A multipart body for app.inject: text fields in order, then the files (by field name, or a list). */
export function multipartForm(
  fields: Record<string, string>,
  files: Record<string, UploadFile> | NamedUpload[] = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const named = Array.isArray(files)
    ? files
    : Object.entries(files).map(([name, file]) => ({ ...file, name }));
  for (const { name, ...file } of named) {
    form.append(
      name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.fileName,
    );
  }
  return form;
}

/** A file of `size` bytes for streamedMultipart: its first bytes `head` (its type), then zeros. */
export interface SizedUpload {
  name: string;
  head: Buffer;
  size: number;
}

/**
 * A multipart body streamed 1 MB at a time (text fields, then files), so a test can send hundreds of MB without
 * holding them: pass `payload` to app.inject with `contentType` as the content-type header. With `endAfter`, the
 * body stops after its last part (the server has read every file) until that promise settles, then ends.
 */
export function streamedMultipart(
  fields: Record<string, string>,
  files: SizedUpload[],
  { endAfter }: { endAfter?: Promise<void> } = {},
) {
  const boundary = `----pm-streamed-${randomBytes(8).toString('hex')}`;
  const zeros = Buffer.alloc(1024 * 1024);
  async function* chunks() {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    }
    for (const { name, head, size } of files) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="file"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      yield head;
      for (let left = size - head.length; left > 0; left -= zeros.length) {
        yield zeros.subarray(0, Math.min(left, zeros.length));
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}`);
    await endAfter;
    yield Buffer.from('--\r\n');
  }
  return {
    payload: Readable.from(chunks(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The stored upload names in DATA_DIR/files (none when the folder does not exist yet). */
export function storedFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'files')).sort();
  } catch {
    return [];
  }
}
