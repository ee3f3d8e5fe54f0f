import { OWNER_MESSAGES } from '@pm/schemas/owner-fields';
import { propertyCreateSchema, propertyUpdateSchema } from '@pm/schemas/property';
import { PROPERTY_MESSAGES } from '@pm/schemas/property-fields';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { changeStamp } from '../audit/audit-trail';
import { recordExists } from '../db/record-queries';
import { owners } from '../db/schema/owners';
import { removeReplacedFiles, withStoredFiles } from '../files/stored-files';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { answerRecord, appliedEdit, readPrecondition } from '../http/preconditions';
import { answerOne, answerPage, editedId, found } from '../http/record-routes';
import { hasId, isUuid, parseBody, readId } from '../http/validation';
import { readOwner } from '../owners/owner-answer';
import { createPropertiesRepository } from './properties-repository';
import { readPropertyForm } from './property-form';
import { newPropertyRow, propertyChanges } from './property-rows';

/** Properties of SPEC 7: add, one, all, an owner's, edit. */
export function propertiesRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createPropertiesRepository(context.db, context.fileLinks.url);
  const { storage } = context;

  /** The owner id of a form, which must name an existing owner. */
  async function existingOwnerId(owner: string): Promise<string> {
    const id = owner.trim().toLowerCase();
    if (!isUuid(id) || !(await recordExists(context.db, owners, id))) {
      throw badRequest(OWNER_MESSAGES.chooseExisting);
    }
    return id;
  }

  return async (app) => {
    // POST /property/ adds; POST /property/?id= edits (SPEC 7). The trailing slash is optional.
    app.post('/property', async (request, reply) => {
      if (!hasId(request.query)) {
        const form = await readPropertyForm(request);
        const input = parseBody(propertyCreateSchema, form.fields);
        const files = form.files();
        const ownerId = await existingOwnerId(input.owner);
        const property = await withStoredFiles(storage, files, (names) =>
          repository.insert(newPropertyRow(input, ownerId, names), changeStamp(request, context.clock)),
        );
        return ok(property);
      }

      const id = await editedId(request, PROPERTY_MESSAGES, repository.exists);
      const form = await readPropertyForm(request);
      const edit = parseBody(propertyUpdateSchema, form.fields);
      const precondition = readPrecondition(request.headers, form.version);
      const files = form.files();
      const ownerId = edit.owner === undefined ? undefined : await existingOwnerId(edit.owner);
      const updated = await withStoredFiles(storage, files, async (names) => {
        const changes = propertyChanges(edit, ownerId, names);
        const result = await repository.update(
          id,
          changes,
          precondition,
          changeStamp(request, context.clock),
        );
        return appliedEdit(result, PROPERTY_MESSAGES.notFound);
      });
      await removeReplacedFiles(storage, updated.replacedFiles, request.log);
      return answerRecord(reply, updated.property);
    });

    app.get('/property/all', (request) => answerPage(request, repository.list));

    app.get('/property', (request, reply) =>
      answerOne(request, reply, PROPERTY_MESSAGES, repository.findById),
    );

    app.get('/property/owner', (request) => {
      const ownerId = readId(request.query, OWNER_MESSAGES.id);
      return answerPage(request, async (paging) => {
        const owner = await found(readOwner(context.db, context.fileLinks.url, ownerId), OWNER_MESSAGES);
        return repository.listByOwner(owner, paging);
      });
    });
  };
}
