// Valid records of every domain for the tests: as the forms send them (multipart fields) and, for tests that
// need linked records quickly, straight into the database. Each email is new.
import { randomBytes } from 'node:crypto';
import { PROPERTY_MULTIPART_NAMES, type PropertyTextField } from '@pm/schemas/property-fields';
import { OWNER_VALUES, PROPERTY_VALUES, SUB_TENANT_VALUES, TENANT_VALUES } from '@pm/schemas/testing';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import type { Db } from '../src/db/database';
import { owners } from '../src/db/schema/owners';
import { properties } from '../src/db/schema/properties';
import { tenants } from '../src/db/schema/tenants';
import { storedFiles } from './multipart-helper';

/** A record id as the server answers it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let counter = 0;
/** An email no other test record has. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export { OWNER_VALUES, SUB_TENANT_VALUES, TENANT_VALUES };

/** The register form's fields, with a new email. */
export function ownerFields(overrides: Record<string, string> = {}): Record<string, string> {
  const { name, nickName, ...rest } = OWNER_VALUES;
  return { name, nickName, email: uniqueEmail('owner'), ...rest, ...overrides };
}

/** A valid property of `owner` (every field filled), by field name. */
export const propertyValues = (owner: string): Record<PropertyTextField, string> => ({
  owner,
  ...PROPERTY_VALUES,
});

/** The add form's fields by their multipart names (location[x], financialInfo[x]). */
export function propertyFields(
  owner: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const fields = Object.entries(propertyValues(owner)).map(([field, value]) => [
    PROPERTY_MULTIPART_NAMES[field as PropertyTextField],
    value,
  ]);
  return { ...Object.fromEntries(fields), ...overrides };
}

/** The register form's fields for a tenant of `property`, with a new email. */
export function tenantFields(
  property: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return { property, ...TENANT_VALUES, email: uniqueEmail('tenant'), ...overrides };
}

/** Sub-tenant i as multipart fields subTenants[i][field]. */
export function subTenantFields(
  index: number,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const values: Record<string, string> = {
    ...SUB_TENANT_VALUES,
    firstName: `Sub${index}`,
    nickName: `S${index}`,
    email: `sub${index}@example.com`,
    passport: `P${index}00`,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [`subTenants[${index}][${key}]`, value]),
  );
}

/** The answer to a create (SPEC 3): the success envelope around the new record at version 0 with `data`. */
export function newRecordAnswer(data: Record<string, unknown>) {
  return {
    statusCode: 200,
    message: 'Success',
    data: { _id: expect.stringMatching(UUID), __v: 0, ...data },
  };
}

const idOf = (rows: { id: string }[]) => (rows[0] as { id: string }).id;

/** An owner stored directly (no images); answers its id. */
export async function insertOwner(db: Db, name = OWNER_VALUES.name): Promise<string> {
  const {
    password,
    billingThreshold: _text,
    payGovtTax: _tax,
    payCommonAreaFee: _fee,
    ...values
  } = OWNER_VALUES;
  const rows = await db
    .insert(owners)
    .values({ ...values, name, email: uniqueEmail('owner'), passwordHash: await hashPassword(password) })
    .returning({ id: owners.id });
  return idOf(rows);
}

/** A property of `ownerId` stored directly, with the fields a tenant's answer summarises; answers its id. */
export async function insertProperty(db: Db, ownerId: string, name: string): Promise<string> {
  const rows = await db
    .insert(properties)
    .values({
      ownerId,
      name,
      condoName: 'condoName 1',
      address: '99 Sathorn Rd',
      size: 45.5,
      rooms: 2,
      status: 'available',
      monthlyRent: 25000,
    })
    .returning({ id: properties.id });
  return idOf(rows);
}

/** A tenant of `propertyId` stored directly (no files, no sub-tenants); answers its id. */
export async function insertTenant(db: Db, propertyId: string, firstName: string): Promise<string> {
  const { password, ...values } = TENANT_VALUES;
  const rows = await db
    .insert(tenants)
    .values({
      ...values,
      firstName,
      propertyId,
      email: uniqueEmail('tenant'),
      passwordHash: await hashPassword(password),
    })
    .returning({ id: tenants.id });
  return idOf(rows);
}

/** Expects each `action` to leave the tables' row counts and DATA_DIR's stored files as they were. */
export function nothingStoredCheck(db: () => Db, tables: PgTable[], dataDir: string) {
  const rowCounts = () =>
    Promise.all(
      tables.map(async (table) => Number((await db().select({ total: count() }).from(table))[0]?.total)),
    );
  return async function expectNothingStored(action: () => Promise<void>) {
    const before = { rows: await rowCounts(), files: storedFiles(dataDir) };
    await action();
    expect(await rowCounts()).toEqual(before.rows);
    expect(storedFiles(dataDir)).toEqual(before.files);
  };
}
