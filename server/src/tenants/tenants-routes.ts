import {
  MAX_SUB_TENANTS,
  type SubTenantUpdate,
  tenantCreateSchema,
  tenantUpdateSchema,
} from '@pm/schemas/tenant';
import { TENANT_FILE_FIELDS, type TenantFileField } from '@pm/schemas/tenant-fields';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/passwords';
import { type CheckedFile, createFileStorage } from '../files/file-storage';
import { IMAGE_TYPES, PDF } from '../files/file-types';
import {
  checkFileTypes,
  readMultipartForm,
  type TextFieldNames,
  textFieldNames,
  type UploadRules,
} from '../files/multipart-form';
import { nestBracketFields } from '../http/bracket-fields';
import { ok, okList } from '../http/envelope';
import { badRequest, HttpError, MAX_FILE_MEGABYTES, notFound } from '../http/errors';
import { isUuid, parseBody, parsePaging, readIdParam } from '../http/validation';
import { isDuplicateEmailError } from '../owners/owners-repository';
import { createTenantsRepository, type SubTenantEdit, type TenantChanges } from './tenants-repository';

export const TENANT_MESSAGES = {
  notFound: 'Tenant not found.',
  idRequired: 'The tenant id is required.',
  idInvalid: 'The tenant id is not valid.',
  propertyIdInvalid: 'The property id is not valid.',
  propertyNotFound: 'Property not found.',
  unknownProperty: 'Choose an existing property.',
  duplicateEmail: 'A tenant with this email already exists.',
  unknownSubTenant:
    'A sub-tenant of this edit does not belong to the tenant. Reload the tenant and try again.',
  fileTooLarge: `A file may be at most ${MAX_FILE_MEGABYTES} MB.`,
  imageType: 'The profile image and the passport image must be PNG, JPEG or WebP.',
  documentType: 'The contract, the inventory and sub-tenant passports must be PDF, PNG, JPEG or WebP.',
};

/** The file part of a sub-tenant's passport in an edit: `subTenants[i][passport]`. */
const subTenantPassportField = (index: number) => `subTenants[${index}][passport]`;

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
    maxBytes: MAX_FILE_MEGABYTES * 1024 * 1024,
    tooLargeMessage: TENANT_MESSAGES.fileTooLarge,
    wrongTypeMessage: TENANT_MESSAGES.documentType,
  };
}

const CREATE_UPLOADS = uploadRules(
  tenantTextFields(Object.keys(tenantCreateSchema.shape)),
  TENANT_FILE_FIELDS,
);
/** An edit reads the same names (`subTenants` alone, the empty text '', removes them all). */
const EDIT_UPLOADS = uploadRules(tenantTextFields(Object.keys(tenantUpdateSchema.shape)), [
  ...TENANT_FILE_FIELDS,
  ...Array.from({ length: MAX_SUB_TENANTS }, (_, index) => subTenantPassportField(index)),
]);

/** `?id=` of the tenant routes: 400 when missing or not a uuid. */
export const readTenantId = (query: unknown) =>
  readIdParam(query, { required: TENANT_MESSAGES.idRequired, invalid: TENANT_MESSAGES.idInvalid });

const duplicateEmail = () => new HttpError(409, TENANT_MESSAGES.duplicateEmail);

type CheckedFiles = Partial<Record<string, CheckedFile>>;

/** Checks the files by their first bytes: images for the profile and passport, documents for the rest. */
function checkTenantFiles(files: Partial<Record<string, Buffer>>): CheckedFiles {
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
 * passport files taken out of the sub-tenants: `passportFiles[i]` is the field name of sub-tenant i's file.
 */
function nestTenantFields(fields: Record<string, string>, files: Partial<Record<string, Buffer>>) {
  const fileMarkers = Object.fromEntries(
    Object.keys(files)
      .filter((name) => name.startsWith('subTenants['))
      .map((name) => [name, { fileField: name }]),
  );
  const nested = nestBracketFields<string | { fileField: string }>({ ...fields, ...fileMarkers });
  const passportFiles: (string | undefined)[] = [];
  if (Array.isArray(nested.subTenants)) {
    nested.subTenants = nested.subTenants.map((entry: unknown, index) => {
      if (!entry || typeof entry !== 'object') return entry;
      const { passport, ...rest } = entry as Record<string, unknown>;
      if (passport && typeof passport === 'object' && 'fileField' in passport) {
        passportFiles[index] = (passport as { fileField: string }).fileField;
        return rest;
      }
      return entry;
    });
  }
  return { nested, passportFiles };
}

/** Tenants of SPEC 7: register, one, edit, list, and the tenants of a property. */
export function tenantsRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createTenantsRepository(context.db, context.fileLinks.url);
  const storage = createFileStorage(context.config.dataDir);

  async function requireProperty(propertyId: string) {
    if (!isUuid(propertyId) || !(await repository.propertyExists(propertyId.toLowerCase()))) {
      throw badRequest(TENANT_MESSAGES.unknownProperty);
    }
    return propertyId.toLowerCase();
  }

  /** Stores the files, then runs `write`; if `write` fails, the files just stored are removed. */
  async function withStoredFiles<T>(
    files: CheckedFiles,
    write: (names: Partial<Record<string, string>>) => Promise<T>,
  ): Promise<T> {
    const fields = Object.keys(files);
    const saved = await storage.save(fields.map((field) => files[field] as CheckedFile));
    const names = Object.fromEntries(fields.map((field, index) => [field, saved[index]]));
    try {
      return await write(names);
    } catch (error) {
      await storage.remove(saved);
      if (isDuplicateEmailError(error)) throw duplicateEmail();
      throw error;
    }
  }

  const tenantFileColumns = (names: Partial<Record<string, string>>) => ({
    profileImage: names.profileImage,
    passportFile: names.passport,
    contractFile: names.contract,
    inventoryFile: names.inventory,
  });

  return async (app) => {
    app.post('/tenant/register', async (request) => {
      const form = await readMultipartForm(request, CREATE_UPLOADS);
      const { nested } = nestTenantFields(form.fields, {});
      const input = parseBody(tenantCreateSchema, nested);
      const files = checkTenantFiles(form.files);
      const propertyId = await requireProperty(input.property);
      if (await repository.emailTaken(input.email)) throw duplicateEmail();
      const passwordHash = await hashPassword(input.password);
      const { password: _password, property: _property, subTenants, ...fields } = input;

      const tenant = await withStoredFiles(files, (names) => {
        const columns = tenantFileColumns(names);
        return repository.insert(
          {
            ...fields,
            passwordHash,
            propertyId,
            profileImage: columns.profileImage ?? null,
            passportFile: columns.passportFile ?? null,
            contractFile: columns.contractFile ?? null,
            inventoryFile: columns.inventoryFile ?? null,
          },
          subTenants,
          context.clock(),
        );
      });
      return ok(tenant);
    });

    app.get('/tenant/all', async (request) => {
      const paging = parsePaging(request.query);
      const { tenants, total } = await repository.list(paging);
      return okList(tenants, { ...paging, total });
    });

    app.get<{ Params: { propertyId: string } }>('/tenant/property/:propertyId', async (request) => {
      const propertyId = request.params.propertyId.trim();
      if (!isUuid(propertyId)) throw badRequest(TENANT_MESSAGES.propertyIdInvalid);
      const paging = parsePaging(request.query);
      if (!(await repository.propertyExists(propertyId.toLowerCase())))
        throw notFound(TENANT_MESSAGES.propertyNotFound);
      const { tenants, total } = await repository.list(paging, propertyId.toLowerCase());
      return okList(tenants, { ...paging, total });
    });

    // GET /tenant/?id= (SPEC 7); the trailing slash is optional (ignoreTrailingSlash).
    app.get('/tenant', async (request) => {
      const tenant = await repository.findById(readTenantId(request.query));
      if (!tenant) throw notFound(TENANT_MESSAGES.notFound);
      return ok(tenant);
    });

    app.post('/tenant', async (request: FastifyRequest) => {
      const id = readTenantId(request.query);
      // An unknown tenant is answered before the body is read.
      if (!(await repository.exists(id))) throw notFound(TENANT_MESSAGES.notFound);
      const form = await readMultipartForm(request, EDIT_UPLOADS);
      const { nested, passportFiles } = nestTenantFields(form.fields, form.files);
      const changes = parseBody(tenantUpdateSchema, nested);
      const files = checkTenantFiles(form.files);
      const propertyId = changes.property ? await requireProperty(changes.property) : undefined;
      if (changes.email && (await repository.emailTaken(changes.email, id))) throw duplicateEmail();
      const { property: _property, subTenants, ...fields } = changes;

      const result = await withStoredFiles(files, async (names) => {
        const subTenantEdits = subTenants?.map((edit: SubTenantUpdate, index): SubTenantEdit => {
          const fileField = passportFiles[index];
          return fileField ? { ...edit, passportFile: names[fileField] } : edit;
        });
        const tenantChanges: TenantChanges = { ...fields, propertyId, ...tenantFileColumns(names) };
        const updated = await repository.update(id, tenantChanges, subTenantEdits, context.clock());
        if (updated.status === 'notFound') throw notFound(TENANT_MESSAGES.notFound);
        if (updated.status === 'unknownSubTenant') throw badRequest(TENANT_MESSAGES.unknownSubTenant);
        return updated;
      });
      await storage.remove(result.replacedFiles).catch((error) => {
        request.log.warn({ err: error }, 'removing replaced tenant files failed');
      });
      return ok(result.tenant);
    });
  };
}
