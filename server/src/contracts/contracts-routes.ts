import {
  CONTRACT_PARTY_KEYS,
  contractCreateSchema,
  contractMessages,
  contractUpdateSchema,
} from '@pm/schemas/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ok, okList } from '../http/envelope';
import { badRequest, HttpError, notFound } from '../http/errors';
import { isUuid, parseBody, parsePaging, parseUuid } from '../http/validation';
import { contractChanges, createContractsRepository, newContractRow } from './contracts-repository';

export const CONTRACT_ROUTE_MESSAGES = {
  notFound: 'Contract not found.',
  idRequired: 'The contract id is required.',
  idInvalid: 'The contract id is not valid.',
  tenantIdRequired: 'The tenant id is required.',
  tenantIdInvalid: 'The tenant id is not valid.',
  tenantNotFound: 'Tenant not found.',
  propertyIdRequired: 'The property id is required.',
  propertyIdInvalid: 'The property id is not valid.',
  propertyNotFound: 'Property not found.',
  unknownOwner: 'Choose an existing owner.',
  unknownProperty: 'Choose an existing property.',
  unknownTenant: 'Choose an existing tenant.',
  partiesFixed: contractMessages.partiesFixed,
  finishAfterStart: contractMessages.finishAfterStart,
  notJson: 'Send the contract as JSON (application/json).',
};

const queryId = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.id;

const contractId = (raw: unknown) =>
  parseUuid(raw, {
    required: CONTRACT_ROUTE_MESSAGES.idRequired,
    invalid: CONTRACT_ROUTE_MESSAGES.idInvalid,
  });

/**
 * The JSON body of a create or an edit; a form is refused with a clear 415. Control characters (NUL above all,
 * which PostgreSQL cannot store) are refused field by field by the contract schemas.
 */
function jsonBody(request: FastifyRequest): unknown {
  if (request.isMultipart()) throw new HttpError(415, CONTRACT_ROUTE_MESSAGES.notJson);
  return request.body;
}

/** Contracts of SPEC 7: create, list, one, edit, delete (plural path), and those of a tenant or a property. */
export function contractsRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createContractsRepository(context.db, context.fileLinks.url);

  async function create(request: FastifyRequest) {
    const input = parseBody(contractCreateSchema, jsonBody(request));
    const row = newContractRow(input);
    const [ownerOk, propertyOk, tenantOk] = await Promise.all([
      isUuid(row.ownerId) && repository.ownerExists(row.ownerId),
      isUuid(row.propertyId) && repository.propertyExists(row.propertyId),
      isUuid(row.tenantId) && repository.tenantExists(row.tenantId),
    ]);
    if (!ownerOk) throw badRequest(CONTRACT_ROUTE_MESSAGES.unknownOwner);
    if (!propertyOk) throw badRequest(CONTRACT_ROUTE_MESSAGES.unknownProperty);
    if (!tenantOk) throw badRequest(CONTRACT_ROUTE_MESSAGES.unknownTenant);
    return ok(await repository.insert(row, context.clock()));
  }

  async function update(request: FastifyRequest, id: string) {
    const body = jsonBody(request);
    if (body && typeof body === 'object' && CONTRACT_PARTY_KEYS.some((key) => key in body)) {
      throw badRequest(CONTRACT_ROUTE_MESSAGES.partiesFixed);
    }
    const edit = parseBody(contractUpdateSchema, body);
    const result = await repository.update(id, contractChanges(edit), context.clock());
    if (result.status === 'notFound') throw notFound(CONTRACT_ROUTE_MESSAGES.notFound);
    if (result.status === 'finishNotAfterStart') throw badRequest(CONTRACT_ROUTE_MESSAGES.finishAfterStart);
    return ok(result.contract);
  }

  return async (app) => {
    // POST /contract/ creates; POST /contract/?id= edits (SPEC 7). The trailing slash is optional.
    app.post('/contract', async (request) => {
      const raw = queryId(request);
      return raw === undefined ? create(request) : update(request, contractId(raw));
    });

    app.get('/contract/all', async (request) => {
      const paging = parsePaging(request.query);
      const { contracts, total } = await repository.list(paging);
      return okList(contracts, { ...paging, total });
    });

    app.get('/contract', async (request) => {
      const contract = await repository.findById(contractId(queryId(request)));
      if (!contract) throw notFound(CONTRACT_ROUTE_MESSAGES.notFound);
      return ok(contract);
    });

    // SPEC 7: the plural path, unlike the others.
    app.delete('/contracts/:id', async (request) => {
      const removed = await repository.remove(contractId((request.params as { id?: string }).id));
      if (!removed) throw notFound(CONTRACT_ROUTE_MESSAGES.notFound);
      return ok(removed);
    });

    app.get('/contract/tenant', async (request) => {
      const tenantId = parseUuid(queryId(request), {
        required: CONTRACT_ROUTE_MESSAGES.tenantIdRequired,
        invalid: CONTRACT_ROUTE_MESSAGES.tenantIdInvalid,
      });
      const paging = parsePaging(request.query);
      if (!(await repository.tenantExists(tenantId))) throw notFound(CONTRACT_ROUTE_MESSAGES.tenantNotFound);
      const { contracts, total } = await repository.listByTenant(tenantId, paging);
      return okList(contracts, { ...paging, total });
    });

    app.get('/contract/property', async (request) => {
      const propertyId = parseUuid(queryId(request), {
        required: CONTRACT_ROUTE_MESSAGES.propertyIdRequired,
        invalid: CONTRACT_ROUTE_MESSAGES.propertyIdInvalid,
      });
      const paging = parsePaging(request.query);
      if (!(await repository.propertyExists(propertyId))) {
        throw notFound(CONTRACT_ROUTE_MESSAGES.propertyNotFound);
      }
      const { contracts, total } = await repository.listByProperty(propertyId, paging);
      return okList(contracts, { ...paging, total });
    });
  };
}
