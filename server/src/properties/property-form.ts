import {
  MAX_PROPERTY_DOCUMENT_MEGABYTES,
  MAX_PROPERTY_IMAGES,
  MAX_PROPERTY_PHOTO_MEGABYTES,
  PROPERTY_DOCUMENT_FIELDS,
  PROPERTY_IMAGES_FIELD,
  PROPERTY_MESSAGES,
  PROPERTY_MULTIPART_NAMES,
  type PropertyDocumentField,
  propertyFieldsFromMultipart,
} from '@pm/schemas/property-fields';
import type { FastifyRequest } from 'fastify';
import type { CheckedFile } from '../files/file-storage';
import { IMAGE_TYPES, PDF } from '../files/file-types';
import { checkFileType, readMultipartForm, textFieldNames, type UploadRules } from '../files/multipart-form';
import type { StoredNames } from '../files/stored-files';

const MEBIBYTE = 1024 * 1024;

/**
 * The text fields by their multipart names (top-level, location[x], financialInfo[x]); `images` repeated (up to
 * 5 photos, 5 MB each); documents[titleDeed] / documents[managementContract] (10 MB).
 */
const PROPERTY_UPLOADS: UploadRules = {
  textFields: textFieldNames(Object.values(PROPERTY_MULTIPART_NAMES)),
  fileFields: [PROPERTY_IMAGES_FIELD, ...Object.values(PROPERTY_DOCUMENT_FIELDS)],
  accept: [PDF, ...IMAGE_TYPES],
  maxBytes: MAX_PROPERTY_DOCUMENT_MEGABYTES * MEBIBYTE,
  tooLargeMessage: PROPERTY_MESSAGES.documentTooLarge,
  wrongTypeMessage: PROPERTY_MESSAGES.documentType,
  fieldRules: {
    [PROPERTY_IMAGES_FIELD]: {
      maxBytes: MAX_PROPERTY_PHOTO_MEGABYTES * MEBIBYTE,
      tooLargeMessage: PROPERTY_MESSAGES.photoTooLarge,
      repeated: { maxCount: MAX_PROPERTY_IMAGES, tooManyMessage: PROPERTY_MESSAGES.tooManyPhotos },
    },
  },
};

const PHOTO_RULES = { accept: IMAGE_TYPES, wrongTypeMessage: PROPERTY_MESSAGES.photoType };

/** A property's checked files, by the columns they are stored in: the photos, and each document. */
export type PropertyFiles = { images?: CheckedFile[] } & Partial<Record<PropertyDocumentField, CheckedFile>>;
/** Their stored names: `images` only when photos were sent (they then replace the stored set). */
export type PropertyFileNames = StoredNames<PropertyFiles>;

/** A property form, read whole and checked (sizes, count, then types) before anything is stored. */
export interface PropertyForm {
  /** The text fields, flat (location[x] and financialInfo[x] mapped back), for the property schemas. */
  fields: Record<string, string>;
  /** Checks the files' types by their first bytes (call it after the fields are validated). */
  files: () => PropertyFiles;
  /** The `__v` an edit may carry as its precondition. */
  version: string | undefined;
}

export async function readPropertyForm(request: FastifyRequest): Promise<PropertyForm> {
  const form = await readMultipartForm<string>(request, PROPERTY_UPLOADS);
  // Multipart bodies carry line breaks as CRLF; the property is stored with plain newlines.
  const received = Object.fromEntries(
    Object.entries(form.fields).map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]),
  );
  return {
    fields: propertyFieldsFromMultipart(received),
    version: form.version,
    files: () => {
      const files: PropertyFiles = {
        images: (form.fileLists[PROPERTY_IMAGES_FIELD] ?? []).map((bytes) =>
          checkFileType(bytes, PHOTO_RULES),
        ),
      };
      for (const [field, name] of Object.entries(PROPERTY_DOCUMENT_FIELDS) as [
        PropertyDocumentField,
        string,
      ][]) {
        const bytes = form.files[name];
        if (bytes) files[field] = checkFileType(bytes, PROPERTY_UPLOADS);
      }
      return files;
    },
  };
}
