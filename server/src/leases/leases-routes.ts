import { ENDPOINTS } from '@pm/api-contract/endpoints';
import { CONTRACT_MESSAGES } from '@pm/schemas/contract-fields';
import { type ContractLink, LEASE_MESSAGES } from '@pm/schemas/lease';
import { VERSION_FIELD } from '@pm/schemas/record-fields';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { agencyNow } from '../agency-calendar';
import type { AppContext } from '../app-context';
import { changeStamp } from '../audit/audit-trail';
import { newContractRow } from '../contracts/contract-rows';
import { createContractsRepository } from '../contracts/contracts-repository';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { badRequest, HttpError } from '../http/errors';
import { answerRecord, appliedEdit, readPrecondition } from '../http/preconditions';
import { answerPage, found } from '../http/record-routes';
import { parseBody } from '../http/validation';
import { createLeasesRepository, type LeaseEditResult } from './leases-repository';
import { renewalProposal } from './renewal-proposal';

const conflict = (message: string) => new HttpError(409, message);

/**
 * The lease change as answered: 409 for a renewed contract (`renewedMessage` of its renewal), 404 and 412 as for
 * every edit.
 */
function appliedLeaseEdit(result: LeaseEditResult, renewedMessage: (renewal: ContractLink) => string) {
  if (result.status === 'renewed') throw conflict(renewedMessage(result.by));
  if (result.status === 'endingBeforeStart')
    throw badRequest(LEASE_MESSAGES.endBeforeStart(result.startDate));
  return appliedEdit(result, CONTRACT_MESSAGES.notFound).contract;
}

const bodyVersion = (request: FastifyRequest) =>
  (request.body as Record<string, unknown> | undefined)?.[VERSION_FIELD];

/** Issue 25: the contracts ending soon, a renewal (proposed, then added), an ending, a renewal offer. */
export function leasesRoutes(context: AppContext): FastifyPluginAsync {
  const contracts = createContractsRepository(context.db, context.fileLinks.url);
  const leases = createLeasesRepository(context.db, contracts);
  const today = () => agencyNow(context.clock(), context.config.agencyTimeZone).day;

  return async (app) => {
    declaredRoute(app, 'contractExpiring', (request) => {
      const { within, overdue } = request.query;
      return answerPage(request.query, (paging) =>
        leases.expiring({ today: today(), within, overdue }, paging),
      );
    });

    declaredRoute(app, 'contractRenewal', async (request) => {
      const contract = await found(contracts.findById(request.params.id), CONTRACT_MESSAGES);
      if (contract.renewedBy)
        throw conflict(LEASE_MESSAGES.alreadyRenewed(contract.renewedBy.contractRefName));
      return ok(renewalProposal(contract));
    });

    declaredRoute(app, 'contractRenew', async (request) => {
      if (request.isMultipart()) throw new HttpError(415, CONTRACT_MESSAGES.notJson);
      const renewal = newContractRow(parseBody(ENDPOINTS.contractRenew.json, request.body));
      // If-Match: the version of the contract the renewal was proposed from (its dates, its terms).
      const precondition = readPrecondition(request.headers, undefined);
      const result = await leases.renew(
        request.params.id,
        renewal,
        precondition,
        changeStamp(request, context.clock),
      );
      if (result.status === 'renewedAlready')
        throw conflict(LEASE_MESSAGES.alreadyRenewed(result.by.contractRefName));
      if (result.status === 'partiesDiffer') throw badRequest(LEASE_MESSAGES.renewalParties);
      if (result.status === 'notAfterStart') throw badRequest(LEASE_MESSAGES.renewalAfterStart);
      return ok(appliedEdit(result, CONTRACT_MESSAGES.notFound).contract);
    });

    declaredRoute(app, 'contractEnd', async (request, reply) => {
      if (request.isMultipart()) throw new HttpError(415, CONTRACT_MESSAGES.notJson);
      const ending = parseBody(ENDPOINTS.contractEnd.json, request.body);
      const precondition = readPrecondition(request.headers, bodyVersion(request));
      const result = await leases.end(
        request.params.id,
        { date: ending.date, note: ending.note, propertyAvailable: ending.propertyAvailable ?? false },
        precondition,
        changeStamp(request, context.clock),
      );
      return answerRecord(
        reply,
        appliedLeaseEdit(result, () => LEASE_MESSAGES.renewedNotEnded),
      );
    });

    declaredRoute(app, 'contractRenewalOffered', async (request, reply) => {
      const precondition = readPrecondition(request.headers, undefined);
      const result = await leases.renewalOffered(
        request.params.id,
        precondition,
        changeStamp(request, context.clock),
      );
      return answerRecord(
        reply,
        appliedLeaseEdit(result, (renewal) => LEASE_MESSAGES.alreadyRenewed(renewal.contractRefName)),
      );
    });
  };
}
