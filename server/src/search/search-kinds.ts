import type { SearchKind } from '@pm/schemas/search';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { subTenants, tenants } from '../db/schema/tenants';

/** What the search reads of one kind of record. */
export interface SearchedKind {
  kind: SearchKind;
  table: PgTable;
  id: AnyPgColumn;
  /** The searched fields by SPEC name, in the order of the table's search index (migration 0010_search). */
  searched: Record<string, AnyPgColumn>;
  /** The fields shown with a hit to tell it from others of the same name, by SPEC name. */
  shown: Record<string, AnyPgColumn>;
  title: SQL;
  /** The details page, and the column holding its id: the record's own, or a sub-tenant's tenant. */
  page: 'owner' | 'property' | 'tenant' | 'contract';
  pageId: AnyPgColumn;
}

const personName = (table: typeof tenants | typeof subTenants) =>
  sql`concat_ws(' ', ${table.firstName}, ${table.surName})`;

const personFields = (table: typeof tenants | typeof subTenants) => ({
  firstName: table.firstName,
  nickName: table.nickName,
  surName: table.surName,
  email: table.email,
  contactNo: table.contactNo,
  whatsAppNo: table.whatsAppNo,
});

const personShown = (table: typeof tenants | typeof subTenants) => ({
  nickName: table.nickName,
  email: table.email,
  contactNo: table.contactNo,
});

export const SEARCHED_KINDS: SearchedKind[] = [
  {
    kind: 'owner',
    table: owners,
    id: owners.id,
    searched: {
      name: owners.name,
      nickName: owners.nickName,
      email: owners.email,
      contactNo: owners.contactNo,
      passportNo: owners.passportNo,
      bankAccNo: owners.bankAccNo,
    },
    shown: { nickName: owners.nickName, email: owners.email, contactNo: owners.contactNo },
    title: sql`${owners.name}`,
    page: 'owner',
    pageId: owners.id,
  },
  {
    kind: 'property',
    table: properties,
    id: properties.id,
    searched: {
      name: properties.name,
      refId: properties.refId,
      condoName: properties.condoName,
      address: properties.address,
    },
    shown: { refId: properties.refId, condoName: properties.condoName, address: properties.address },
    title: sql`${properties.name}`,
    page: 'property',
    pageId: properties.id,
  },
  {
    kind: 'tenant',
    table: tenants,
    id: tenants.id,
    searched: personFields(tenants),
    shown: personShown(tenants),
    title: personName(tenants),
    page: 'tenant',
    pageId: tenants.id,
  },
  {
    kind: 'subTenant',
    table: subTenants,
    id: subTenants.id,
    searched: personFields(subTenants),
    shown: personShown(subTenants),
    title: personName(subTenants),
    page: 'tenant',
    pageId: subTenants.tenantId,
  },
  {
    kind: 'contract',
    table: contracts,
    id: contracts.id,
    searched: {
      contractRefName: contracts.contractRefName,
      agentName: contracts.agentName,
      coAgentName: contracts.coAgentName,
    },
    shown: {
      agentName: contracts.agentName,
      startDate: contracts.startDate,
      finishDate: contracts.finishDate,
    },
    title: sql`${contracts.contractRefName}`,
    page: 'contract',
    pageId: contracts.id,
  },
];
