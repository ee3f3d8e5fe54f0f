/** A file type the server accepts, recognised by its first bytes (never by the name the client sent). */
export interface FileType {
  mimeType: string;
  /** Extension of the stored file; the serving route reads the Content-Type back from it. */
  extension: string;
  matches: (bytes: Buffer) => boolean;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

export const PNG: FileType = {
  mimeType: 'image/png',
  extension: 'png',
  matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};

export const JPEG: FileType = {
  mimeType: 'image/jpeg',
  extension: 'jpg',
  matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
};

/** RIFF....WEBP */
export const WEBP: FileType = {
  mimeType: 'image/webp',
  extension: 'webp',
  matches: (bytes) =>
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8),
};

/** %PDF- : for documents (title deeds, contracts) of the later domains. */
export const PDF: FileType = {
  mimeType: 'application/pdf',
  extension: 'pdf',
  matches: (bytes) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]),
};

export const IMAGE_TYPES: readonly FileType[] = [PNG, JPEG, WEBP];

const ALL_TYPES: readonly FileType[] = [PNG, JPEG, WEBP, PDF];

export function detectFileType(bytes: Buffer, accepted: readonly FileType[]): FileType | undefined {
  return accepted.find((type) => type.matches(bytes));
}

export function fileTypeOfExtension(extension: string): FileType | undefined {
  return ALL_TYPES.find((type) => type.extension === extension);
}

export const STORED_EXTENSIONS = ALL_TYPES.map((type) => type.extension);
