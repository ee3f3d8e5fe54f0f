import { ownerCreateSchema, ownerUpdateSchema } from '@pm/schemas/owner';
import { MAX_OWNER_IMAGE_MEGABYTES, OWNER_IMAGE_FIELDS, OWNER_MESSAGES } from '@pm/schemas/owner-fields';
import type { FastifyRequest } from 'fastify';
import { IMAGE_TYPES } from '../files/file-types';
import { checkFileTypes, readMultipartForm, textFieldNames, type UploadRules } from '../files/multipart-form';

type OwnerUploads = UploadRules & { fileFields: typeof OWNER_IMAGE_FIELDS };

/** Register reads the fields of ownerCreateSchema; edit those of ownerUpdateSchema. Images only, 5 MB each. */
const REGISTER_UPLOADS: OwnerUploads = {
  textFields: textFieldNames(Object.keys(ownerCreateSchema.shape)),
  fileFields: OWNER_IMAGE_FIELDS,
  accept: IMAGE_TYPES,
  maxBytes: MAX_OWNER_IMAGE_MEGABYTES * 1024 * 1024,
  tooLargeMessage: OWNER_MESSAGES.imageTooLarge,
  wrongTypeMessage: OWNER_MESSAGES.imageType,
};
const EDIT_UPLOADS: OwnerUploads = {
  ...REGISTER_UPLOADS,
  textFields: textFieldNames(Object.keys(ownerUpdateSchema.shape)),
};

/**
 * An owner form, read whole before anything is stored: its text fields, and its images, checked by their first
 * bytes when `files()` is called (after the fields are validated).
 */
export async function readOwnerForm(request: FastifyRequest, kind: 'register' | 'edit') {
  const uploads = kind === 'register' ? REGISTER_UPLOADS : EDIT_UPLOADS;
  const form = await readMultipartForm(request, uploads);
  return { fields: form.fields, version: form.version, files: () => checkFileTypes(form.files, uploads) };
}
