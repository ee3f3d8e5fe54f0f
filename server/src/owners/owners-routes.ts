import { ownerCreateSchema, ownerUpdateSchema } from '@pm/schemas/owner';
import { OWNER_MESSAGES } from '@pm/schemas/owner-fields';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { changeStamp } from '../audit/audit-trail';
import { hashPassword } from '../auth/passwords';
import { uniqueEmail } from '../db/errors';
import { editWithStoredFiles, withStoredFiles } from '../files/stored-files';
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
    app.post('/owner/register', async (request) => {
      const { input, files } = parseCreateForm(await readOwnerForm(request, 'register'), ownerCreateSchema);
      await email.check(input.email);
      const passwordHash = await hashPassword(input.password);
      const owner = await withStoredFiles(storage, files, (images) =>
        email.write(() =>
          repository.insert(newOwnerRow(input, passwordHash, images), changeStamp(request, context.clock)),
        ),
      );
      return ok(owner);
    });

    const owners = recordHandlers(OWNER_MESSAGES, repository);
    app.get('/owner/all', owners.list);
    app.get('/owner', owners.one);

    // POST /owner/?id= (SPEC 7); the trailing slash is optional (ignoreTrailingSlash).
    app.post('/owner', async (request, reply) => {
      const id = await editedId(request, OWNER_MESSAGES, repository.exists);
      const form = await readOwnerForm(request, 'edit');
      const { edit, precondition, files } = parseEditForm(request, form, ownerUpdateSchema);
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
