import { ENDPOINTS } from '@pm/api-contract/endpoints';
import { OWNER_MESSAGES } from '@pm/schemas/owner-fields';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { changeStamp } from '../audit/audit-trail';
import { hashPassword } from '../auth/passwords';
import { uniqueEmail } from '../db/errors';
import { editWithStoredFiles, withStoredFiles } from '../files/stored-files';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { answerRecord, appliedEdit } from '../http/preconditions';
import { parseCreateForm, parseEditForm } from '../http/record-forms';
import { editedId, recordHandlers } from '../http/record-routes';
import { readOwnerForm } from './owner-form';
import { newOwnerRow, ownerChanges } from './owner-rows';
import { createOwnersRepository } from './owners-repository';

/** Owners of SPEC 7: register, list, one, edit. */
export function ownersRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createOwnersRepository(context.db, context.fileLinks.url);
  const { storage } = context;
  const email = uniqueEmail(repository.emailTaken, () => new HttpError(409, OWNER_MESSAGES.duplicateEmail));

  return async (app) => {
    declaredRoute(app, 'ownerCreate', async (request) => {
      const { input, files } = parseCreateForm(
        await readOwnerForm(request, 'register'),
        ENDPOINTS.ownerCreate.multipart.fields,
      );
      await email.check(input.email);
      const passwordHash = await hashPassword(input.password);
      const owner = await withStoredFiles(storage, request.log, files, (images) =>
        email.write(() =>
          repository.insert(newOwnerRow(input, passwordHash, images), changeStamp(request, context.clock)),
        ),
      );
      return ok(owner);
    });

    const owners = recordHandlers(OWNER_MESSAGES, repository);
    declaredRoute(app, 'ownerList', owners.list);
    declaredRoute(app, 'ownerOne', owners.one);

    // POST /owner/?id= (SPEC 7); the trailing slash is optional (ignoreTrailingSlash).
    declaredRoute(app, 'ownerUpdate', async (request, reply) => {
      const id = await editedId(request.query.id, OWNER_MESSAGES, repository.exists);
      const form = await readOwnerForm(request, 'edit');
      const { edit, precondition, files } = parseEditForm(
        request,
        form,
        ENDPOINTS.ownerUpdate.multipart.fields,
      );
      await email.check(edit.email, id);

      const updated = await editWithStoredFiles(storage, request.log, files, async (images) => {
        const stamp = changeStamp(request, context.clock);
        const result = await email.write(() =>
          repository.update(id, ownerChanges(edit, images), precondition, stamp),
        );
        return appliedEdit(result, OWNER_MESSAGES.notFound);
      });
      return answerRecord(reply, updated.owner);
    });
  };
}
