// The choices of the owner / property / tenant selects of the forms: the first 100 records of each.

import type { Owner, Property, Tenant } from '@pm/schemas/records';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';

export interface Option {
  value: string;
  label: string;
}

/** A domain of the client that lists its records (e.g. `ownersApi`); passed in so pages and tests share one. */
export interface Lister<T> {
  list: (page: number, limit: number) => Promise<{ data: T[] }>;
}

export const OPTIONS_LIMIT = 100;

async function firstOptions<T>(source: Lister<T>, toOption: (record: T) => Option): Promise<Option[]> {
  const answer = await source.list(1, OPTIONS_LIMIT);
  return answer.data.map(toOption);
}

/** label = the owner's name, value = its id. */
export const ownerOptions = (owners: Lister<Owner>) =>
  firstOptions(owners, (owner) => ({ value: owner._id, label: owner.profile.name }));

/** label = the property's name, value = its id. */
export const propertyOptions = (properties: Lister<Property>) =>
  firstOptions(properties, (property) => ({ value: property._id, label: property.name }));

/** label = the tenant's first name and surname, value = its id. */
export const tenantOptions = (tenants: Lister<Tenant>) =>
  firstOptions(tenants, (tenant) => ({ value: tenant._id, label: tenantDisplayName(tenant) }));
