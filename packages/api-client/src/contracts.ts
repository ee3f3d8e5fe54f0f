import { request } from '@pm/api-client/http';
import type { ContractCreateInput, ContractUpdateInput } from '@pm/schemas/contract';
import type { Contract } from '@pm/schemas/records';
import { type EditOptions, ifMatch } from './edit-options';
import type { Envelope } from './envelope';
import { listPage } from './list-page';

/** SPEC 7 "Contracts": JSON bodies. */
export const contractsApi = {
  /** POST /contract/: the contract fields with ownerId, propertyId and tenantId. */
  create: (payload: ContractCreateInput) =>
    request<Envelope<Contract>>('post', 'contract/', { json: payload }),
  /** GET /contract/all: SPEC 9 defaults page 1, limit 15. */
  list: (page?: number, limit?: number) => listPage<Contract>('contract/all', page, limit),
  get: (id: string) => request<Envelope<Contract>>('get', 'contract/', { searchParams: { id } }),
  /**
   * POST /contract/?id=: the edit payload omits _id, owner, property, tenant and __v; with `version` the
   * precondition travels in If-Match instead (412 when the contract is no longer at that `__v`).
   */
  update: (id: string, payload: ContractUpdateInput, options?: EditOptions) =>
    request<Envelope<Contract>>('post', 'contract/', {
      json: payload,
      searchParams: { id },
      headers: ifMatch(options),
    }),
  /** DELETE /contracts/{id} (plural, SPEC 7): defined but used by no screen. */
  remove: (id: string) => request<Envelope<Contract>>('delete', `contracts/${encodeURIComponent(id)}`),
  /** GET /contract/tenant/?id=: the contracts of one tenant. */
  ofTenant: (tenantId: string, page?: number, limit?: number) =>
    listPage<Contract>('contract/tenant/', page, limit, { id: tenantId }),
  /** GET /contract/property/?id=: the contracts of one property. */
  ofProperty: (propertyId: string, page?: number, limit?: number) =>
    listPage<Contract>('contract/property/', page, limit, { id: propertyId }),
};
