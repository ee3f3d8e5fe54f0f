import { call, listPage } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';
import type { ContractCreateInput, ContractUpdateInput } from '@pm/schemas/contract';
import { type EditOptions, ifMatch } from './edit-options';

/** SPEC 7 "Contracts": JSON bodies. */
export const contractsApi = {
  /** The contract fields with ownerId, propertyId and tenantId. */
  create: (payload: ContractCreateInput) => call(routes.contractSave, { json: payload }),
  list: (page?: number, limit?: number) => listPage(routes.contractList, page, limit),
  get: (id: string) => call(routes.contractOne, { query: { id } }),
  /**
   * The edit payload omits _id, owner, property, tenant and __v; with `version` the precondition travels in
   * If-Match instead (412 when the contract is no longer at that `__v`).
   */
  update: (id: string, payload: ContractUpdateInput, options?: EditOptions) =>
    call(routes.contractSave, { json: payload, query: { id }, headers: ifMatch(options) }),
  /** Plural path (SPEC 7): defined but used by no screen. */
  remove: (id: string) => call(routes.contractDelete, { params: { id } }),
  ofTenant: (tenantId: string, page?: number, limit?: number) =>
    listPage(routes.contractsOfTenant, page, limit, { query: { id: tenantId } }),
  ofProperty: (propertyId: string, page?: number, limit?: number) =>
    listPage(routes.contractsOfProperty, page, limit, { query: { id: propertyId } }),
};
