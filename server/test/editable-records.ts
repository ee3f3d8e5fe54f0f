// The four kinds of record an edit may change, each reduced to what the conditional-edit and audit tests need: how
// to create one through its route, and how to send an edit of one field with a precondition (If-Match and/or
// `__v` in the body, as a multipart field or a JSON key) and an optional file.
import type { AuditEntity } from '@pm/schemas/audit-fields';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { contracts } from '../src/db/schema/contracts';
import { owners } from '../src/db/schema/owners';
import { properties } from '../src/db/schema/properties';
import { tenants } from '../src/db/schema/tenants';
import { multipartForm, PNG_BYTES, type UploadFile } from './multipart-helper';
import {
  insertOwner,
  insertProperty,
  insertTenant,
  ownerFields,
  propertyFields,
  tenantFields,
} from './records';

export interface EditOptions {
  ifMatch?: string;
  /** `__v` of the body. */
  version?: string | number;
  /** Send an image with the edit (a stale edit must leave no stored file behind). */
  withFile?: boolean;
}

export interface EditableDomain {
  entity: AuditEntity;
  /** Its table (a create of it adds one row there; the records it links to are stored directly). */
  table: PgTable;
  /** The path of GET of one and of the edit: `/api/owner`. */
  path: string;
  /** The field the tests edit, as the payload names it, and where the answer holds it. */
  field: string;
  valueOf: (record: Record<string, unknown>) => unknown;
  /** Creates one through its route (signed in as `token`); answers its id. */
  create: (app: FastifyInstance, db: Db, token: string) => Promise<string>;
  /** Edits `field` to `value`. */
  edit: (
    app: FastifyInstance,
    token: string,
    id: string,
    value: string,
    options?: EditOptions,
  ) => Promise<LightMyRequestResponse>;
}

const PHOTO: UploadFile = { bytes: PNG_BYTES, fileName: 'photo.png', type: 'image/png' };

function bearer(token: string, ifMatch?: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) };
}

/** An edit sent as a form: `__v` as a text field, the image under `fileField`. */
function formEdit(path: string, field: string, fileField: string): EditableDomain['edit'] {
  return (app, token, id, value, { ifMatch, version, withFile } = {}) =>
    app.inject({
      method: 'POST',
      url: `${path}/?id=${id}`,
      headers: bearer(token, ifMatch),
      payload: multipartForm(
        { [field]: value, ...(version === undefined ? {} : { __v: String(version) }) },
        withFile ? { [fileField]: PHOTO } : {},
      ),
    });
}

async function created(response: Promise<LightMyRequestResponse>): Promise<string> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data._id;
}

const post = (app: FastifyInstance, token: string, url: string, payload: FormData | object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });

export const EDITABLE_DOMAINS: EditableDomain[] = [
  {
    entity: 'owner',
    table: owners,
    path: '/api/owner',
    field: 'nickName',
    valueOf: (owner) => (owner.profile as { nickName: string }).nickName,
    create: (app, _db, token) =>
      created(post(app, token, '/api/owner/register', multipartForm(ownerFields()))),
    edit: formEdit('/api/owner', 'nickName', 'profileImage'),
  },
  {
    entity: 'property',
    table: properties,
    path: '/api/property',
    field: 'name',
    valueOf: (property) => property.name,
    create: async (app, db, token) =>
      created(post(app, token, '/api/property/', multipartForm(propertyFields(await insertOwner(db))))),
    edit: formEdit('/api/property', 'name', 'images'),
  },
  {
    entity: 'tenant',
    table: tenants,
    path: '/api/tenant',
    field: 'nickName',
    valueOf: (tenant) => (tenant.profile as { nickName: string }).nickName,
    create: async (app, db, token) => {
      const propertyId = await insertProperty(db, await insertOwner(db), 'Sky Residence');
      return created(post(app, token, '/api/tenant/register', multipartForm(tenantFields(propertyId))));
    },
    edit: formEdit('/api/tenant', 'nickName', 'profileImage'),
  },
  {
    entity: 'contract',
    table: contracts,
    path: '/api/contract',
    field: 'contractRefName',
    valueOf: (contract) => contract.contractRefName,
    create: async (app, db, token) => {
      const ownerId = await insertOwner(db);
      const propertyId = await insertProperty(db, ownerId, 'Sky Residence');
      const tenantId = await insertTenant(db, propertyId, 'John');
      return created(
        post(app, token, '/api/contract/', {
          ownerId,
          propertyId,
          tenantId,
          contractRefName: 'CT-001',
          startDate: '2025-01-01',
          finishDate: '2025-12-31',
        }),
      );
    },
    // JSON: `__v` as a key; a contract has no file.
    edit: (app, token, id, value, { ifMatch, version } = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/contract/?id=${id}`,
        headers: bearer(token, ifMatch),
        payload: { contractRefName: value, ...(version === undefined ? {} : { __v: version }) },
      }),
  },
];

/** GET of one record: its answer (status, headers, body). */
export const readRecord = (app: FastifyInstance, token: string, domain: EditableDomain, id: string) =>
  app.inject({ method: 'GET', url: `${domain.path}?id=${id}`, headers: bearer(token) });
