import { propertyCreateSchema, propertyUpdateSchema } from '@pm/schemas/property';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { createFileStorage } from '../files/file-storage';
import { ok, okList } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { isUuid, parseBody, parsePaging, readIdParam } from '../http/validation';
import { createOwnersRepository } from '../owners/owners-repository';
import { OWNER_MESSAGES, readOwnerId } from '../owners/owners-routes';
import { createPropertiesRepository, type PropertyChanges } from './properties-repository';
import { type PropertyFiles, readPropertyForm } from './property-form';

export const PROPERTY_ROUTE_MESSAGES = {
  notFound: 'Property not found.',
  idRequired: 'The property id is required.',
  idInvalid: 'The property id is not valid.',
  unknownOwner: 'Choose an existing owner.',
};

/** `?id=` of the property routes: 400 when missing or not a uuid. */
const readPropertyId = (query: unknown) =>
  readIdParam(query, {
    required: PROPERTY_ROUTE_MESSAGES.idRequired,
    invalid: PROPERTY_ROUTE_MESSAGES.idInvalid,
  });

/** Properties of SPEC 7: add, one, all, an owner's, edit. */
export function propertiesRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createPropertiesRepository(context.db, context.fileLinks.url);
  const ownersRepository = createOwnersRepository(context.db, context.fileLinks.url);
  const storage = createFileStorage(context.config.dataDir);

  /** The owner id of a form, which must name an existing owner. */
  async function existingOwnerId(owner: string): Promise<string> {
    const id = owner.trim().toLowerCase();
    if (!isUuid(id) || !(await ownersRepository.exists(id))) {
      throw badRequest(PROPERTY_ROUTE_MESSAGES.unknownOwner);
    }
    return id;
  }

  /** Stores the files, then runs `write`; if `write` fails, the files just stored are removed. */
  async function withStoredFiles<T>(
    files: PropertyFiles,
    write: (names: Pick<PropertyChanges, 'images' | 'titleDeed' | 'managementContract'>) => Promise<T>,
  ): Promise<T> {
    const documentFields = (['titleDeed', 'managementContract'] as const).filter(
      (field) => files.documents[field],
    );
    const saved = await storage.save([
      ...files.images,
      ...documentFields.map(
        (field) => files.documents[field] as NonNullable<PropertyFiles['documents'][typeof field]>,
      ),
    ]);
    const imageNames = saved.slice(0, files.images.length);
    const names: Pick<PropertyChanges, 'images' | 'titleDeed' | 'managementContract'> = {
      ...(files.images.length > 0 ? { images: imageNames } : {}),
      ...Object.fromEntries(
        documentFields.map((field, index) => [field, saved[files.images.length + index]]),
      ),
    };
    try {
      return await write(names);
    } catch (error) {
      await storage.remove(saved);
      throw error;
    }
  }

  return async (app) => {
    // POST /property/ adds; POST /property/?id= edits (SPEC 7). The trailing slash is optional.
    app.post('/property', async (request) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      if (!('id' in query)) {
        const form = await readPropertyForm(request);
        const input = parseBody(propertyCreateSchema, form.fields);
        const files = form.files();
        const { owner, ...fields } = input;
        const ownerId = await existingOwnerId(owner);
        const property = await withStoredFiles(files, (names) =>
          repository.insert({ ...fields, ownerId, ...names }, context.clock()),
        );
        return ok(property);
      }

      const id = readPropertyId(query);
      // An unknown property is answered before the body is read.
      if (!(await repository.exists(id))) throw notFound(PROPERTY_ROUTE_MESSAGES.notFound);
      const form = await readPropertyForm(request);
      const { owner, ...changes } = parseBody(propertyUpdateSchema, form.fields);
      const files = form.files();
      const ownerId = owner === undefined ? undefined : await existingOwnerId(owner);
      const updated = await withStoredFiles(files, async (names) => {
        const result = await repository.update(id, { ...changes, ownerId, ...names }, context.clock());
        if (!result) throw notFound(PROPERTY_ROUTE_MESSAGES.notFound);
        return result;
      });
      await storage.remove(updated.replacedFiles).catch((error) => {
        request.log.warn({ err: error }, 'removing replaced property files failed');
      });
      return ok(updated.property);
    });

    app.get('/property/all', async (request) => {
      const paging = parsePaging(request.query);
      const { properties, total } = await repository.list(paging);
      return okList(properties, { ...paging, total });
    });

    app.get('/property', async (request) => {
      const property = await repository.findById(readPropertyId(request.query));
      if (!property) throw notFound(PROPERTY_ROUTE_MESSAGES.notFound);
      return ok(property);
    });

    app.get('/property/owner', async (request) => {
      const ownerId = readOwnerId(request.query);
      const paging = parsePaging(request.query);
      const owner = await ownersRepository.findById(ownerId);
      if (!owner) throw notFound(OWNER_MESSAGES.notFound);
      const { properties, total } = await repository.listByOwner(owner, paging);
      return okList(properties, { ...paging, total });
    });
  };
}
