import { ENDPOINTS } from '@pm/api-contract/endpoints';
import { PROPERTY_MESSAGES } from '@pm/schemas/property-fields';
import { TENANT_MESSAGES } from '@pm/schemas/tenant-fields';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { changeStamp } from '../audit/audit-trail';
import { hashPassword } from '../auth/passwords';
import { uniqueEmail } from '../db/errors';
import { editWithStoredFiles, withStoredFiles } from '../files/stored-files';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest, HttpError } from '../http/errors';
import { answerRecord, appliedEdit } from '../http/preconditions';
import { parseCreateForm, parseEditForm } from '../http/record-forms';
import { answerPage, editedId, found, recordHandlers } from '../http/record-routes';
import { isUuid } from '../http/validation';
import { subTenantEdits } from './sub-tenant-rows';
import { readTenantForm } from './tenant-form';
import { newTenantRow, tenantChanges } from './tenant-rows';
import { createTenantsRepository } from './tenants-repository';

/** Tenants of SPEC 7: register, one, edit, list, and the tenants of a property. */
export function tenantsRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createTenantsRepository(context.db, context.fileLinks.url);
  const { storage } = context;
  const email = uniqueEmail(repository.emailTaken, () => new HttpError(409, TENANT_MESSAGES.duplicateEmail));

  /** The property id of a form, which must name an existing property. */
  async function existingPropertyId(property: string) {
    if (!isUuid(property) || !(await repository.propertyExists(property.toLowerCase()))) {
      throw badRequest(PROPERTY_MESSAGES.chooseExisting);
    }
    return property.toLowerCase();
  }

  return async (app) => {
    declaredRoute(app, 'tenantCreate', async (request) => {
      const { input, files } = parseCreateForm(
        await readTenantForm(request, 'register'),
        ENDPOINTS.tenantCreate.multipart.fields,
      );
      const propertyId = await existingPropertyId(input.property);
      await email.check(input.email);
      const passwordHash = await hashPassword(input.password);
      const tenant = await withStoredFiles(storage, request.log, files, (names) =>
        email.write(() =>
          repository.insert(
            newTenantRow(input, passwordHash, propertyId, names),
            input.subTenants,
            changeStamp(request, context.clock),
          ),
        ),
      );
      return ok(tenant);
    });

    const tenants = recordHandlers(TENANT_MESSAGES, repository);
    declaredRoute(app, 'tenantList', tenants.list);

    declaredRoute(app, 'tenantsOfProperty', (request) => {
      const { propertyId } = request.params;
      return answerPage(request.query, async (paging) => {
        await found(repository.propertyExists(propertyId), PROPERTY_MESSAGES);
        return repository.list(paging, propertyId);
      });
    });

    // GET /tenant/?id= (SPEC 7); the trailing slash is optional (ignoreTrailingSlash).
    declaredRoute(app, 'tenantOne', tenants.one);

    declaredRoute(app, 'tenantUpdate', async (request, reply) => {
      const id = await editedId(request.query.id, TENANT_MESSAGES, repository.exists);
      const form = await readTenantForm(request, 'edit');
      const { edit, precondition, files } = parseEditForm(
        request,
        form,
        ENDPOINTS.tenantUpdate.multipart.fields,
      );
      const propertyId = edit.property ? await existingPropertyId(edit.property) : undefined;
      await email.check(edit.email, id);

      const result = await editWithStoredFiles(storage, request.log, files, async (names) => {
        const stamp = changeStamp(request, context.clock);
        const changes = tenantChanges(edit, propertyId, names);
        const subTenants = subTenantEdits(edit, form.passportFields, names);
        const updated = await email.write(() =>
          repository.update(id, changes, subTenants, precondition, stamp),
        );
        if (updated.status === 'unknownSubTenant') throw badRequest(TENANT_MESSAGES.unknownSubTenant);
        if (updated.status === 'removeNeedsId') throw badRequest(TENANT_MESSAGES.removeNeedsId);
        if (updated.status === 'tooMany') throw badRequest(TENANT_MESSAGES.subTenantsMax);
        return appliedEdit(updated, TENANT_MESSAGES.notFound);
      });
      return answerRecord(reply, result.tenant);
    });
  };
}
