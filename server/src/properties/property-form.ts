import { propertyFieldsFromMultipart } from '@pm/schemas/property';
import {
  MAX_PROPERTY_IMAGES,
  PROPERTY_DOCUMENT_FIELDS,
  PROPERTY_IMAGES_FIELD,
  PROPERTY_MULTIPART_NAMES,
  type PropertyDocumentField,
} from '@pm/schemas/property-fields';
import type { FastifyRequest } from 'fastify';
import type { CheckedFile } from '../files/file-storage';
import { IMAGE_TYPES, PDF } from '../files/file-types';
import { checkFileType, readMultipartForm, textFieldNames, type UploadRules } from '../files/multipart-form';

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

/**
 * The text fields by their multipart names (top-level, location[x], financialInfo[x]); `images` repeated (up to
 * 5 photos, 5 MB each); documents[titleDeed] / documents[managementContract] (10 MB).
 */
const PROPERTY_UPLOADS: UploadRules = {
  textFields: textFieldNames(Object.values(PROPERTY_MULTIPART_NAMES)),
  fileFields: [PROPERTY_IMAGES_FIELD, ...Object.values(PROPERTY_DOCUMENT_FIELDS)],
  accept: [PDF, ...IMAGE_TYPES],
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLargeMessage: PROPERTY_FILE_MESSAGES.documentTooLarge,
  wrongTypeMessage: PROPERTY_FILE_MESSAGES.documentType,
  fieldRules: {
    [PROPERTY_IMAGES_FIELD]: {
      maxBytes: MAX_PHOTO_BYTES,
      tooLargeMessage: PROPERTY_FILE_MESSAGES.photoTooLarge,
      repeated: { maxCount: MAX_PROPERTY_IMAGES, tooManyMessage: PROPERTY_FILE_MESSAGES.tooManyPhotos },
    },
  },
};

const PHOTO_RULES = { accept: IMAGE_TYPES, wrongTypeMessage: PROPERTY_FILE_MESSAGES.photoType };

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

export async function readPropertyForm(request: FastifyRequest): Promise<PropertyForm> {
  const form = await readMultipartForm<string>(request, PROPERTY_UPLOADS);
  // Multipart bodies carry line breaks as CRLF; the property is stored with plain newlines.
  const received = Object.fromEntries(
    Object.entries(form.fields).map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]),
  );
  return {
    fields: propertyFieldsFromMultipart(received),
    files: () => {
      const images = (form.fileLists[PROPERTY_IMAGES_FIELD] ?? []).map((bytes) =>
        checkFileType(bytes, PHOTO_RULES),
      );
      const documents: PropertyFiles['documents'] = {};
      for (const [field, name] of Object.entries(PROPERTY_DOCUMENT_FIELDS) as [
        PropertyDocumentField,
        string,
      ][]) {
        const bytes = form.files[name];
        if (bytes) documents[field] = checkFileType(bytes, PROPERTY_UPLOADS);
      }
      return { images, documents };
    },
  };
}
