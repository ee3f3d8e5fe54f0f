import {
  OWNER_IMAGE_FIELDS,
  type OwnerImageField,
  ownerCreateSchema,
  ownerUpdateSchema,
} from '@pm/schemas/owner';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { hashPassword } from '../auth/passwords';
import { type CheckedFile, createFileStorage } from '../files/file-storage';
import { IMAGE_TYPES } from '../files/file-types';
import { checkFileTypes, readMultipartForm, textFieldNames, type UploadRules } from '../files/multipart-form';
import { ok, okList } from '../http/envelope';
import { HttpError, notFound } from '../http/errors';
import { parseBody, parsePaging, readIdParam } from '../http/validation';
import { createOwnersRepository, isDuplicateEmailError } from './owners-repository';

export const OWNER_MESSAGES = {
  notFound: 'Owner not found.',
  idRequired: 'The owner id is required.',
  idInvalid: 'The owner id is not valid.',
  duplicateEmail: 'An owner with this email already exists.',
  imageTooLarge: 'An image may be at most 5 MB.',
  imageType: 'Images must be PNG, JPEG or WebP.',
};

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type OwnerUploads = UploadRules & { fileFields: typeof OWNER_IMAGE_FIELDS };

/** Register reads the fields of ownerCreateSchema; edit those of ownerUpdateSchema. */
const REGISTER_UPLOADS: OwnerUploads = {
  textFields: textFieldNames(Object.keys(ownerCreateSchema.shape)),
  fileFields: OWNER_IMAGE_FIELDS,
  accept: IMAGE_TYPES,
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: OWNER_MESSAGES.imageTooLarge,
  wrongTypeMessage: OWNER_MESSAGES.imageType,
};
const EDIT_UPLOADS: OwnerUploads = {
  ...REGISTER_UPLOADS,
  textFields: textFieldNames(Object.keys(ownerUpdateSchema.shape)),
};

/** `?id=` of the owner routes (also GET /property/owner): 400 when missing or not a uuid. */
export const readOwnerId = (query: unknown) =>
  readIdParam(query, { required: OWNER_MESSAGES.idRequired, invalid: OWNER_MESSAGES.idInvalid });

const duplicateEmail = () => new HttpError(409, OWNER_MESSAGES.duplicateEmail);

/** Owners of SPEC 7: register, list, one, edit. */
export function ownersRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createOwnersRepository(context.db, context.fileLinks.url);
  const storage = createFileStorage(context.config.dataDir);

  /** The whole form, read and checked before anything is stored. */
  async function readOwnerForm(request: FastifyRequest, uploads: OwnerUploads) {
    const form = await readMultipartForm(request, uploads);
    return { fields: form.fields, files: () => checkFileTypes(form.files, uploads) };
  }

  /** Stores the files, then runs `write`; if `write` fails, the files just stored are removed. */
  async function withStoredImages<T>(
    files: Partial<Record<OwnerImageField, CheckedFile>>,
    write: (names: Partial<Record<OwnerImageField, string>>) => Promise<T>,
  ): Promise<T> {
    const fields = Object.keys(files) as OwnerImageField[];
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

  return async (app) => {
    app.post('/owner/register', async (request) => {
      const form = await readOwnerForm(request, REGISTER_UPLOADS);
      const input = parseBody(ownerCreateSchema, form.fields);
      const files = form.files();
      if (await repository.emailTaken(input.email)) throw duplicateEmail();
      const passwordHash = await hashPassword(input.password);
      const { password: _password, billingThreshold, ...fields } = input;

      const owner = await withStoredImages(files, (images) =>
        repository.insert(
          {
            ...fields,
            passwordHash,
            billingThreshold: billingThreshold ?? null,
            profileImage: images.profileImage ?? null,
            passportImage: images.passportImage ?? null,
            bankImage: images.bankImage ?? null,
          },
          context.clock(),
        ),
      );
      return ok(owner);
    });

    app.get('/owner/all', async (request) => {
      const paging = parsePaging(request.query);
      const { owners, total } = await repository.list(paging);
      return okList(owners, { ...paging, total });
    });

    app.get('/owner', async (request) => {
      const owner = await repository.findById(readOwnerId(request.query));
      if (!owner) throw notFound(OWNER_MESSAGES.notFound);
      return ok(owner);
    });

    // POST /owner/?id= (SPEC 7); the trailing slash is optional (ignoreTrailingSlash).
    app.post('/owner', async (request) => {
      const id = readOwnerId(request.query);
      // An unknown owner is answered before the body is read.
      if (!(await repository.exists(id))) throw notFound(OWNER_MESSAGES.notFound);
      const form = await readOwnerForm(request, EDIT_UPLOADS);
      const changes = parseBody(ownerUpdateSchema, form.fields);
      const files = form.files();
      if (changes.email && (await repository.emailTaken(changes.email, id))) throw duplicateEmail();

      const updated = await withStoredImages(files, async (images) => {
        const result = await repository.update(id, { ...changes, ...images }, context.clock());
        if (!result) throw notFound(OWNER_MESSAGES.notFound);
        return result;
      });
      await storage.remove(updated.replacedImages).catch((error) => {
        request.log.warn({ err: error }, 'removing replaced owner images failed');
      });
      return ok(updated.owner);
    });
  };
}
