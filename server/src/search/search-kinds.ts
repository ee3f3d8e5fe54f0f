import type { SearchKind } from '@pm/schemas/search';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { contracts } from '../db/schema/contracts';
import { owners } from '../db/schema/owners';
import { properties } from '../db/schema/properties';
import { subTenants, tenants } from '../db/schema/tenants';

const dialect = new PgDialect();
/** The text and parameters of a statement built with Drizzle's `sql`, to prepare once (PrepareStatement). */
export const sqlStatement = (query: SQL) => dialect.sqlToQuery(query);

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

/** The table's columns of these names, by name: the SPEC names of the searched and shown fields are theirs. */
function columnsOf<Table extends PgTable>(
  table: Table,
  ...names: (keyof Table & string)[]
): Record<string, AnyPgColumn> {
  return Object.fromEntries(names.map((name) => [name, table[name] as AnyPgColumn]));
}

/** A kind whose hits open the record's own details page. */
function ownPage(
  kind: SearchedKind['page'],
  table: PgTable & { id: AnyPgColumn },
  read: Pick<SearchedKind, 'searched' | 'shown' | 'title'>,
): SearchedKind {
  return { kind, table, id: table.id, ...read, page: kind, pageId: table.id };
}

/** Tenants and sub-tenants are searched alike, as people. */
const person = (table: typeof tenants | typeof subTenants) => ({
  searched: columnsOf(table, 'firstName', 'nickName', 'surName', 'email', 'contactNo', 'whatsAppNo'),
  shown: columnsOf(table, 'nickName', 'email', 'contactNo'),
  title: sql`concat_ws(' ', ${table.firstName}, ${table.surName})`,
});

export const SEARCHED_KINDS: SearchedKind[] = [
  ownPage('owner', owners, {
    searched: columnsOf(owners, 'name', 'nickName', 'email', 'contactNo', 'passportNo', 'bankAccNo'),
    shown: columnsOf(owners, 'nickName', 'email', 'contactNo'),
    title: sql`${owners.name}`,
  }),
  ownPage('property', properties, {
    searched: columnsOf(properties, 'name', 'refId', 'condoName', 'address'),
    shown: columnsOf(properties, 'refId', 'condoName', 'address'),
    title: sql`${properties.name}`,
  }),
  ownPage('tenant', tenants, person(tenants)),
  {
    kind: 'subTenant',
    table: subTenants,
    id: subTenants.id,
    ...person(subTenants),
    page: 'tenant',
    pageId: subTenants.tenantId,
  },
  ownPage('contract', contracts, {
    searched: columnsOf(contracts, 'contractRefName', 'agentName', 'coAgentName'),
    shown: columnsOf(contracts, 'agentName', 'startDate', 'finishDate'),
    title: sql`${contracts.contractRefName}`,
  }),
];
