import { ENDPOINTS } from '@pm/api-contract/endpoints';
import { OWNER_MESSAGES } from '@pm/schemas/owner-fields';
import { PROPERTY_MESSAGES } from '@pm/schemas/property-fields';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { changeStamp } from '../audit/audit-trail';
import { recordExists } from '../db/record-queries';
import { owners } from '../db/schema/owners';
import { editWithStoredFiles, withStoredFiles } from '../files/stored-files';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { answerRecord, appliedEdit } from '../http/preconditions';
import { parseCreateForm, parseEditForm } from '../http/record-forms';
import { answerPage, editedId, found, recordHandlers } from '../http/record-routes';
import { isUuid } from '../http/validation';
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
    declaredRoute(app, 'propertySave', async (request, reply) => {
      const { fields, editFields } = ENDPOINTS.propertySave.multipart;
      if (request.query.id === undefined) {
        const { input, files } = parseCreateForm(await readPropertyForm(request), fields);
        const ownerId = await existingOwnerId(input.owner);
        const property = await withStoredFiles(storage, request.log, files, (names) =>
          repository.insert(newPropertyRow(input, ownerId, names), changeStamp(request, context.clock)),
        );
        return ok(property);
      }

      const id = await editedId(request.query.id, PROPERTY_MESSAGES, repository.exists);
      const { edit, precondition, files } = parseEditForm(
        request,
        await readPropertyForm(request),
        editFields,
      );
      const ownerId = edit.owner === undefined ? undefined : await existingOwnerId(edit.owner);
      const updated = await editWithStoredFiles(storage, request.log, files, async (names) => {
        const changes = propertyChanges(edit, ownerId, names);
        const result = await repository.update(
          id,
          changes,
          precondition,
          changeStamp(request, context.clock),
        );
        return appliedEdit(result, PROPERTY_MESSAGES.notFound);
      });
      return answerRecord(reply, updated.property);
    });

    const properties = recordHandlers(PROPERTY_MESSAGES, repository);
    declaredRoute(app, 'propertyList', properties.list);
    declaredRoute(app, 'propertyOne', properties.one);

    declaredRoute(app, 'propertiesOfOwner', (request) => {
      const ownerId = request.query.id;
      return answerPage(request.query, async (paging) => {
        const owner = await found(readOwner(context.db, context.fileLinks.url, ownerId), OWNER_MESSAGES);
        return repository.listByOwner(owner, paging);
      });
    });
  };
}
