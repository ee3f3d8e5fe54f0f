import { readdirSync } from 'node:fs';
import path from 'node:path';

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

/** The stored upload names in DATA_DIR/files (none when the folder does not exist yet). */
export function storedFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'files')).sort();
  } catch {
    return [];
  }
}
