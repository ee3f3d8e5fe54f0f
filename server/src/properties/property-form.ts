import {
  MAX_PROPERTY_IMAGES,
  PROPERTY_DOCUMENT_FIELDS,
  PROPERTY_IMAGES_FIELD,
  type PropertyDocumentField,
  propertyFieldsFromMultipart,
} from '@pm/schemas/property';
import type { FastifyRequest } from 'fastify';
import type { CheckedFile } from '../files/file-storage';
import { detectFileType, type FileType, IMAGE_TYPES, PDF } from '../files/file-types';
import { NOT_MULTIPART, UNREADABLE_FORM } from '../files/multipart-form';
import { badRequest, HttpError } from '../http/errors';

const MEBIBYTE = 1024 * 1024;
export const MAX_PHOTO_BYTES = 5 * MEBIBYTE;
export const MAX_DOCUMENT_BYTES = 10 * MEBIBYTE;

export const PROPERTY_FILE_MESSAGES = {
  tooManyPhotos: `A property may have at most ${MAX_PROPERTY_IMAGES} photos.`,
  photoTooLarge: 'A photo may be at most 5 MB.',
  documentTooLarge: 'A document may be at most 10 MB.',
  photoType: 'Photos must be PNG, JPEG or WebP.',
  documentType: 'Documents must be PDF, PNG, JPEG or WebP.',
};

const DOCUMENT_TYPES = [PDF, ...IMAGE_TYPES];

const documentFieldOf = Object.fromEntries(
  Object.entries(PROPERTY_DOCUMENT_FIELDS).map(([field, multipartName]) => [multipartName, field]),
) as Record<string, PropertyDocumentField>;

/** A property form, read whole and checked (sizes, count, then types) before anything is stored. */
export interface PropertyForm {
  /** The text fields, flat (location[x] and financialInfo[x] mapped back), for the property schemas. */
  fields: Record<string, string>;
  /** Checks the files' types by their first bytes (call it after the fields are validated). */
  files: () => PropertyFiles;
}

export interface PropertyFiles {
  images: CheckedFile[];
  documents: Partial<Record<PropertyDocumentField, CheckedFile>>;
}

function checked(bytes: Buffer, accept: readonly FileType[], message: string): CheckedFile {
  const type = detectFileType(bytes, accept);
  if (!type) throw badRequest(message);
  return { bytes, type };
}

/**
 * Reads a multipart property body: `images` repeated (up to 5 photos, 5 MB each) and
 * documents[titleDeed] / documents[managementContract] (10 MB each). The generic reader of server/src/files
 * takes one file per field, hence this one.
 */
export async function readPropertyForm(request: FastifyRequest): Promise<PropertyForm> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const received: Record<string, string> = {};
  const imageBytes: Buffer[] = [];
  const documentBytes: Partial<Record<PropertyDocumentField, Buffer>> = {};
  const parts = request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw badRequest(`The field ${part.fieldname} must be text.`);
        // Multipart bodies carry line breaks as CRLF; the property is stored with plain newlines.
        if (!(part.fieldname in received)) received[part.fieldname] = part.value.replace(/\r\n?/g, '\n');
        continue;
      }
      const isImage = part.fieldname === PROPERTY_IMAGES_FIELD;
      const documentField = documentFieldOf[part.fieldname];
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(
            413,
            isImage ? PROPERTY_FILE_MESSAGES.photoTooLarge : PROPERTY_FILE_MESSAGES.documentTooLarge,
          );
        }
        throw error;
      }
      if (!isImage && !documentField) throw badRequest(`The form has an unexpected file: ${part.fieldname}.`);
      // A browser sends an empty part for a file input left empty.
      if (bytes.length === 0 && !part.filename) continue;
      if (isImage) {
        if (bytes.length > MAX_PHOTO_BYTES) throw new HttpError(413, PROPERTY_FILE_MESSAGES.photoTooLarge);
        if (imageBytes.length === MAX_PROPERTY_IMAGES) throw badRequest(PROPERTY_FILE_MESSAGES.tooManyPhotos);
        imageBytes.push(bytes);
      } else {
        if (documentBytes[documentField]) throw badRequest(`Send only one file for ${part.fieldname}.`);
        documentBytes[documentField] = bytes;
      }
    }
  } catch (error) {
    // Limits and our own answers carry a status; anything else is a body busboy could not parse.
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number')
      throw error;
    throw badRequest(UNREADABLE_FORM);
  }
  return {
    fields: propertyFieldsFromMultipart(received),
    files: () => ({
      images: imageBytes.map((bytes) => checked(bytes, IMAGE_TYPES, PROPERTY_FILE_MESSAGES.photoType)),
      documents: Object.fromEntries(
        Object.entries(documentBytes).map(([field, bytes]) => [
          field,
          checked(bytes as Buffer, DOCUMENT_TYPES, PROPERTY_FILE_MESSAGES.documentType),
        ]),
      ),
    }),
  };
}
