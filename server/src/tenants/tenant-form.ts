import { tenantCreateSchema, tenantUpdateSchema } from '@pm/schemas/tenant';
import {
  MAX_SUB_TENANTS,
  MAX_TENANT_FILE_MEGABYTES,
  subTenantFieldName,
  TENANT_FILE_FIELDS,
  TENANT_MESSAGES,
  type TenantFileField,
} from '@pm/schemas/tenant-fields';
import type { FastifyRequest } from 'fastify';
import type { CheckedFile } from '../files/file-storage';
import { IMAGE_TYPES, PDF } from '../files/file-types';
import {
  checkFileTypes,
  readMultipartForm,
  type TextFieldNames,
  textFieldNames,
  type UploadRules,
} from '../files/multipart-form';
import { nestBracketFields } from '../http/bracket-fields';

const IMAGE_FIELDS: readonly TenantFileField[] = ['profileImage', 'passport'];
const DOCUMENT_TYPES = [PDF, ...IMAGE_TYPES];

/**
 * The text fields of a tenant form: the schema's own, and every part of the sub-tenant group (`subTenants`,
 * `subTenants[i][field]`), read so that a malformed sub-tenant name gets its own 400 rather than being dropped.
 */
function tenantTextFields(topLevel: readonly string[]): TextFieldNames {
  const isTopLevel = textFieldNames([...topLevel, 'subTenants']);
  return (name) => isTopLevel(name) || name.startsWith('subTenants[');
}

function uploadRules(textFields: TextFieldNames, fileFields: readonly string[]): UploadRules {
  return {
    textFields,
    fileFields,
    accept: DOCUMENT_TYPES,
    maxBytes: MAX_TENANT_FILE_MEGABYTES * 1024 * 1024,
    tooLargeMessage: TENANT_MESSAGES.fileTooLarge,
    wrongTypeMessage: TENANT_MESSAGES.documentType,
  };
}

const UPLOADS = {
  register: uploadRules(tenantTextFields(Object.keys(tenantCreateSchema.shape)), TENANT_FILE_FIELDS),
  /** An edit reads the same names (`subTenants[i][_id]` and `subTenants[i][_remove]` too). */
  edit: uploadRules(tenantTextFields(Object.keys(tenantUpdateSchema.shape)), [
    ...TENANT_FILE_FIELDS,
    ...Array.from({ length: MAX_SUB_TENANTS }, (_, index) => subTenantFieldName(index, 'passport')),
  ]),
};

/** Checks the files by their first bytes: images for the profile and passport, documents for the rest. */
function checkTenantFiles(files: Partial<Record<string, Buffer>>): Partial<Record<string, CheckedFile>> {
  const images: Partial<Record<string, Buffer>> = {};
  const documents: Partial<Record<string, Buffer>> = {};
  for (const [field, bytes] of Object.entries(files)) {
    if (IMAGE_FIELDS.includes(field as TenantFileField)) images[field] = bytes;
    else documents[field] = bytes;
  }
  return {
    ...checkFileTypes(images, { accept: IMAGE_TYPES, wrongTypeMessage: TENANT_MESSAGES.imageType }),
    ...checkFileTypes(documents, { accept: DOCUMENT_TYPES, wrongTypeMessage: TENANT_MESSAGES.documentType }),
  };
}

/**
 * The text fields nested (`subTenants[0][firstName]` -> subTenants[0].firstName), with the sub-tenants'
 * passport files taken out of the sub-tenants: `passportFields[i]` is the field name of sub-tenant i's file.
 */
function nestTenantFields(fields: Record<string, string>, files: Partial<Record<string, Buffer>>) {
  const fileMarkers = Object.fromEntries(
    Object.keys(files)
      .filter((name) => name.startsWith('subTenants['))
      .map((name) => [name, { fileField: name }]),
  );
  const nested = nestBracketFields<string | { fileField: string }>({ ...fields, ...fileMarkers });
  const passportFields: (string | undefined)[] = [];
  if (Array.isArray(nested.subTenants)) {
    nested.subTenants = nested.subTenants.map((entry: unknown, index) => {
      if (!entry || typeof entry !== 'object') return entry;
      const { passport, ...rest } = entry as Record<string, unknown>;
      if (passport && typeof passport === 'object' && 'fileField' in passport) {
        passportFields[index] = (passport as { fileField: string }).fileField;
        return rest;
      }
      return entry;
    });
  }
  return { nested, passportFields };
}

/**
 * A tenant form, read whole before anything is stored: its fields nested for the tenant schemas, where each
 * sub-tenant's passport file was sent, and its files, checked by their first bytes when `files()` is called
 * (after the fields are validated).
 */
export async function readTenantForm(request: FastifyRequest, kind: keyof typeof UPLOADS) {
  const form = await readMultipartForm(request, UPLOADS[kind]);
  const { nested, passportFields } = nestTenantFields(form.fields, form.files);
  return { fields: nested, passportFields, version: form.version, files: () => checkTenantFiles(form.files) };
}
