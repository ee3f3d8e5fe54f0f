import { ENDPOINTS } from '@pm/api-contract/endpoints';
import { CONTRACT_MESSAGES, CONTRACT_PARTY_KEYS } from '@pm/schemas/contract-fields';
import { LEASE_MESSAGES } from '@pm/schemas/lease';
import { OWNER_MESSAGES } from '@pm/schemas/owner-fields';
import { PROPERTY_MESSAGES } from '@pm/schemas/property-fields';
import { VERSION_FIELD } from '@pm/schemas/record-fields';
import { TENANT_MESSAGES } from '@pm/schemas/tenant-fields';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { changeStamp } from '../audit/audit-trail';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest, HttpError } from '../http/errors';
import { answerRecord, appliedEdit, readPrecondition } from '../http/preconditions';
import { answerPage, found, recordHandlers } from '../http/record-routes';
import { isUuid, parseBody } from '../http/validation';
import { contractChanges, newContractRow } from './contract-rows';
import { createContractsRepository } from './contracts-repository';

/**
 * The JSON body of a create or an edit; a form is refused with a clear 415. Control characters (NUL above all,
 * which PostgreSQL cannot store) are refused field by field by the contract schemas.
 */
function jsonBody(request: FastifyRequest): unknown {
  if (request.isMultipart()) throw new HttpError(415, CONTRACT_MESSAGES.notJson);
  return request.body;
}

/** Contracts of SPEC 7: create, list, one, edit, delete (plural path), and those of a tenant or a property. */
export function contractsRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createContractsRepository(context.db, context.fileLinks.url);

  async function create(request: FastifyRequest) {
    const input = parseBody(ENDPOINTS.contractSave.json, jsonBody(request));
    const row = newContractRow(input);
    const [ownerOk, propertyOk, tenantOk] = await Promise.all([
      isUuid(row.ownerId) && repository.ownerExists(row.ownerId),
      isUuid(row.propertyId) && repository.propertyExists(row.propertyId),
      isUuid(row.tenantId) && repository.tenantExists(row.tenantId),
    ]);
    if (!ownerOk) throw badRequest(OWNER_MESSAGES.chooseExisting);
    if (!propertyOk) throw badRequest(PROPERTY_MESSAGES.chooseExisting);
    if (!tenantOk) throw badRequest(TENANT_MESSAGES.chooseExisting);
    return ok(await repository.insert(row, changeStamp(request, context.clock)));
  }

  async function update(request: FastifyRequest, reply: FastifyReply, id: string) {
    const body = jsonBody(request);
    if (body && typeof body === 'object' && CONTRACT_PARTY_KEYS.some((key) => key in body)) {
      throw badRequest(CONTRACT_MESSAGES.partiesFixed);
    }
    const edit = parseBody(ENDPOINTS.contractSave.editJson, body);
    const precondition = readPrecondition(
      request.headers,
      (body as Record<string, unknown> | undefined)?.[VERSION_FIELD],
    );
    const changes = contractChanges(edit);
    const result = await repository.update(id, changes, precondition, changeStamp(request, context.clock));
    if (result.status === 'finishNotAfterStart') throw badRequest(CONTRACT_MESSAGES.finishAfterStart);
    if (result.status === 'startAfterEnding')
      throw badRequest(LEASE_MESSAGES.startAfterEnding(result.endingDate));
    return answerRecord(reply, appliedEdit(result, CONTRACT_MESSAGES.notFound).contract);
  }

  return async (app) => {
    // POST /contract/ creates; POST /contract/?id= edits (SPEC 7). The trailing slash is optional.
    declaredRoute(app, 'contractSave', async (request, reply) => {
      return request.query.id === undefined ? create(request) : update(request, reply, request.query.id);
    });

    const contracts = recordHandlers(CONTRACT_MESSAGES, repository);
    declaredRoute(app, 'contractList', contracts.list);
    declaredRoute(app, 'contractOne', contracts.one);

    // SPEC 7: the plural path, unlike the others. If-Match, when sent, names the version the delete was made from.
    declaredRoute(app, 'contractDelete', async (request) => {
      const precondition = readPrecondition(request.headers, undefined);
      const result = await repository.remove(
        request.params.id,
        precondition,
        changeStamp(request, context.clock),
      );
      return ok(appliedEdit(result, CONTRACT_MESSAGES.notFound).contract);
    });

    declaredRoute(app, 'contractsOfTenant', (request) => {
      const tenantId = request.query.id;
      return answerPage(request.query, async (paging) => {
        await found(repository.tenantExists(tenantId), TENANT_MESSAGES);
        return repository.listByTenant(tenantId, paging);
      });
    });

    declaredRoute(app, 'contractsOfProperty', (request) => {
      const propertyId = request.query.id;
      return answerPage(request.query, async (paging) => {
        await found(repository.propertyExists(propertyId), PROPERTY_MESSAGES);
        return repository.listByProperty(propertyId, paging);
      });
    });
  };
}
