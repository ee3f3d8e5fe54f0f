import { call, listPage } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';
import type { ContractCreateInput, ContractUpdateInput } from '@pm/schemas/contract';
import type { ContractEndInput, LeaseHorizon } from '@pm/schemas/lease';
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
  /** One page of the contracts ending within `within` days, soonest first (issue 25). */
  expiring: (within: LeaseHorizon, page?: number, limit?: number) =>
    listPage(routes.contractExpiring, page, limit, { query: { within, overdue: 'false' } }),
  /** One page of the overdue contracts: their finish date passed lately, with no renewal and no recorded ending. */
  overdue: (page?: number, limit?: number) =>
    listPage(routes.contractExpiring, page, limit, { query: { overdue: 'true' } }),
  /** The add form's values of the contract's renewal, pre-filled from it (409 once it is renewed). */
  renewal: (id: string) => call(routes.contractRenewal, { params: { id } }),
  /**
   * Adds the renewal (the add form's JSON body, the same parties), linked to the contract it renews; with the
   * version it was proposed from, refused (412) if that contract changed since.
   */
  renew: (id: string, payload: ContractCreateInput, options?: EditOptions) =>
    call(routes.contractRenew, { params: { id }, json: payload, headers: ifMatch(options) }),
  /** Records that the tenant leaves: the date, a note, and whether the property is then available. */
  end: (id: string, payload: ContractEndInput, options?: EditOptions) =>
    call(routes.contractEnd, { params: { id }, json: payload, headers: ifMatch(options) }),
  /** Records that a renewal was offered to the tenant. */
  renewalOffered: (id: string, options?: EditOptions) =>
    call(routes.contractRenewalOffered, { params: { id }, headers: ifMatch(options) }),
};
