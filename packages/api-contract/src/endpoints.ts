// What each operation of routes.ts takes and answers, as zod schemas: the server validates with them and the
// OpenAPI document is generated from them; the api-client imports only their types.

import { auditEntrySchema } from '@pm/schemas/audit';
import { AUDIT_ENTITIES, AUDIT_MESSAGES } from '@pm/schemas/audit-fields';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  validateCodeSchema,
} from '@pm/schemas/auth';
import { formBoolean, hasControlCharacter } from '@pm/schemas/common';
import { contractCreateSchema, contractUpdateSchema } from '@pm/schemas/contract';
import { CONTRACT_MESSAGES } from '@pm/schemas/contract-fields';
import {
  contractEndSchema,
  expiringContractRecord,
  LEASE_HORIZONS,
  LEASE_MESSAGES,
  leaseDigestSchema,
} from '@pm/schemas/lease';
import { ownerCreateSchema, ownerUpdateSchema } from '@pm/schemas/owner';
import { MAX_OWNER_IMAGE_MEGABYTES, OWNER_IMAGE_FIELDS, OWNER_MESSAGES } from '@pm/schemas/owner-fields';
import { propertyCreateSchema, propertyUpdateSchema } from '@pm/schemas/property';
import {
  MAX_PROPERTY_DOCUMENT_MEGABYTES,
  MAX_PROPERTY_IMAGES,
  MAX_PROPERTY_PHOTO_MEGABYTES,
  PROPERTY_DOCUMENT_FIELDS,
  PROPERTY_IMAGES_FIELD,
  PROPERTY_MESSAGES,
} from '@pm/schemas/property-fields';
import {
  contractRecord,
  ownerRecord,
  propertyRecord,
  renewalProposalRecord,
  searchResultsRecord,
  tenantRecord,
} from '@pm/schemas/records';
import { SEARCH_BOUNDS, SEARCH_MESSAGES } from '@pm/schemas/search';
import { SPREADSHEET_FORMATS, SPREADSHEET_LISTS, SPREADSHEET_MESSAGES } from '@pm/schemas/spreadsheet';
import {
  IMPORT_FORM_FIELDS,
  IMPORT_JOB_STATUSES,
  IMPORT_MESSAGES,
  IMPORTED_LISTS,
  MAX_IMPORT_MEGABYTES,
} from '@pm/schemas/spreadsheet-import';
import {
  accountPasswordSchema,
  accountRecord,
  codeSchema,
  invitationAcceptSchema,
  passkeyId,
  passkeyRecord,
  passkeyRegisterSchema,
  recoverySecondStepSchema,
  roleSchema,
  SECOND_STEP_METHODS,
  STAFF_MESSAGES,
  secondStepCodeSchema,
  secondStepPasskeySchema,
  sessionRecord,
  staffInviteSchema,
  staffMemberRecord,
  staffRoleSchema,
  ticketSchema,
} from '@pm/schemas/staff';
import { tenantCreateSchema, tenantUpdateSchema } from '@pm/schemas/tenant';
import { MAX_TENANT_FILE_MEGABYTES, TENANT_FILE_FIELDS, TENANT_MESSAGES } from '@pm/schemas/tenant-fields';
import { z } from 'zod';
import { PAGING, type RouteName } from './routes';

/** DESIGN 4: every success is HTTP 200 with this body. */
export function okAnswer<Data extends z.ZodType>(data: Data) {
  return z.object({ statusCode: z.literal(200), message: z.literal('Success'), data });
}

/** A list's answer: one page of the records, and the paging facts beside `data`. */
export function listAnswer<Item extends z.ZodType>(item: Item) {
  return okAnswer(z.array(item)).extend({
    page: z.int().min(1),
    limit: z.int().min(1).max(PAGING.maxLimit),
    total: z.int().min(0),
  });
}

/** Every failure (DESIGN 4): its status again, a sentence for a person, and the status's name. */
export const failureAnswer = z.object({ statusCode: z.int(), message: z.string(), error: z.string() });

/** A query parameter as Fastify reads it: the last value when it is repeated. */
const lastValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

/** A whole-number query parameter: `fallback` when absent or empty, else a whole number within the bounds. */
function wholeNumberParameter(fallback: number, min: number, max: number, message: string) {
  return z.preprocess(
    (value) => {
      const text = lastValue(value);
      return text === '' ? undefined : text;
    },
    z
      .string({ error: message })
      .trim()
      .regex(/^\d+$/, { error: message, abort: true })
      .refine((text) => Number(text) >= min && Number(text) <= max, { error: message })
      .meta({ default: String(fallback), description: message })
      .optional()
      .transform((text) => (text === undefined ? fallback : Number(text))),
  );
}

/** `?page=&limit=` of every list, with PAGING's defaults and bounds. */
export const pagingQuery = z.object({
  page: wholeNumberParameter(
    PAGING.page,
    1,
    Number.MAX_SAFE_INTEGER,
    'page must be a whole number of 1 or more.',
  ),
  limit: wholeNumberParameter(
    PAGING.limit,
    1,
    PAGING.maxLimit,
    `limit must be a whole number from 1 to ${PAGING.maxLimit}.`,
  ),
});
export type PagingQuery = z.output<typeof pagingQuery>;

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

interface IdMessages {
  required: string;
  invalid: string;
}

/** A record's id (a uuid, any case; lower-cased), with the domain's messages when it is missing or malformed. */
export function recordId(messages: IdMessages) {
  return z.preprocess(
    lastValue,
    z
      .string({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
      .trim()
      .min(1, { error: messages.required, abort: true })
      .regex(UUID, { error: messages.invalid })
      .transform((id) => id.toLowerCase())
      .meta({ format: 'uuid' }),
  );
}

const idQuery = (messages: IdMessages) => z.object({ id: recordId(messages) });
/** `?id=` that names the record to edit; without it, the POST adds one. Empty, it is refused as missing. */
const optionalIdQuery = (messages: IdMessages) => z.object({ id: recordId(messages).optional() });

/** A multipart body: its text fields (checked by `fields`) and its file fields. */
export interface MultipartBody {
  fields: z.core.$ZodType;
  /** The fields of an edit, when the operation also edits (with `?id=`) and an edit's rules differ. */
  editFields?: z.core.$ZodType;
  /** File field name -> what it holds; a repeated field takes up to `maxCount` files. */
  files: Record<string, { maxMegabytes: number; types: readonly string[]; maxCount?: number }>;
}

export interface EndpointSchemas {
  /** What the operation does, for a person reading the document. */
  summary: string;
  /** The domain it belongs to (the document's tag). */
  tag: string;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** A JSON body, checked by the handler after its depth check. */
  json?: z.core.$ZodType;
  /** The JSON body of an edit, when the operation also edits (with `?id=`) and an edit's rules differ. */
  editJson?: z.core.$ZodType;
  /** A multipart body, read by the route (its files checked by their first bytes) then checked by `fields`. */
  multipart?: MultipartBody;
  /**
   * The answer's body when the status is 200 (or `file`: the stored bytes; `spreadsheet`: a CSV or XLSX file as
   * an attachment).
   */
  answer: z.core.$ZodType | 'file' | 'spreadsheet';
  /** The failure statuses the operation may answer besides 400 for bad input (and 401 without a token). */
  failures: readonly number[];
  /** Answers a strong ETag of the record's version; an edit takes `If-Match` (412 when it no longer holds). */
  versioned?: 'answers' | 'edit';
  /** A cookie it reads or sets. */
  cookie?: string;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The import form's mapping: JSON text of the file's column name -> the list's column ('' to leave it out). */
const importMapping = z.preprocess(
  (text) => {
    if (text === undefined || text === '') return undefined;
    try {
      return JSON.parse(String(text));
    } catch {
      return text;
    }
  },
  z
    .record(z.string().max(200), z.string().max(200), { error: IMPORT_MESSAGES.mapping })
    .refine((mapping) => Object.keys(mapping).length <= 200, { error: IMPORT_MESSAGES.mapping })
    .optional(),
);

/** What an import or its dry run found (ImportReport in @pm/schemas/spreadsheet-import). */
const importReport = z.object({
  list: z.enum(IMPORTED_LISTS),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.string()),
  rows: z.int().min(0),
  created: z.int().min(0),
  changed: z.int().min(0),
  unchanged: z.int().min(0),
  problems: z.array(z.object({ line: z.int().min(1), field: z.string(), message: z.string() })),
  problemCount: z.int().min(0),
  imported: z.boolean(),
  updateExisting: z.boolean(),
});

/** A background import (ImportJob in @pm/schemas/spreadsheet-import). */
const importJob = z.object({
  id: z.string(),
  list: z.enum(IMPORTED_LISTS),
  fileName: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  rows: z.int().min(0),
  rowsDone: z.int().min(0),
  report: importReport.nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
});

/** The import form: a file, its mapping, whether to update existing records, and (for a check only) dryRun. */
const importForm = {
  fields: z.object({
    [IMPORT_FORM_FIELDS.mapping]: importMapping,
    [IMPORT_FORM_FIELDS.updateExisting]: formBoolean(IMPORT_MESSAGES.flag('updateExisting'), false),
    [IMPORT_FORM_FIELDS.dryRun]: formBoolean(IMPORT_MESSAGES.flag('dryRun'), false),
  }),
  files: {
    [IMPORT_FORM_FIELDS.file]: {
      maxMegabytes: MAX_IMPORT_MEGABYTES,
      types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
  },
};
const importedListParams = z.object({
  list: z.enum(IMPORTED_LISTS, { error: IMPORT_MESSAGES.list }),
});
const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;

const ownerFiles = Object.fromEntries(
  OWNER_IMAGE_FIELDS.map((field) => [field, { maxMegabytes: MAX_OWNER_IMAGE_MEGABYTES, types: IMAGE_TYPES }]),
);
const propertyFiles = {
  ...Object.fromEntries(
    Object.values(PROPERTY_DOCUMENT_FIELDS).map((field) => [
      field,
      { maxMegabytes: MAX_PROPERTY_DOCUMENT_MEGABYTES, types: DOCUMENT_TYPES },
    ]),
  ),
  [PROPERTY_IMAGES_FIELD]: {
    maxMegabytes: MAX_PROPERTY_PHOTO_MEGABYTES,
    types: IMAGE_TYPES,
    maxCount: MAX_PROPERTY_IMAGES,
  },
};
const tenantFiles = Object.fromEntries(
  TENANT_FILE_FIELDS.map((field) => [
    field,
    { maxMegabytes: MAX_TENANT_FILE_MEGABYTES, types: DOCUMENT_TYPES },
  ]),
);

const nothing = okAnswer(z.null());

/**
 * A sign-in's answer: a token (SPEC 7), or, for an account with a second step, the ticket to pass it with.
 * `must_enrol`: the token only serves to turn on a second step (MFA_REQUIRED), then a full token is answered.
 */
const signInAnswer = z.union([
  z.object({ access_token: z.string(), must_enrol: z.literal(true).optional() }),
  z.object({
    second_step: z.object({
      /** Short-lived proof of the password step, sent with the second step. */
      ticket: z.string(),
      methods: z.array(z.enum(SECOND_STEP_METHODS)),
    }),
  }),
]);
/** A full token, after a second step was passed or confirmed. */
const tokenAnswer = okAnswer(z.object({ access_token: z.string() }));
const staffIdParams = z.object({ id: recordId(STAFF_MESSAGES.id) });
/** WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON). */
const webauthnOptions = okAnswer(z.looseObject({ challenge: z.string() }));
const recovery = okAnswer(z.object({ message: z.string() }));

export const ENDPOINTS = {
  health: {
    summary: 'Whether the process runs',
    tag: 'operations',
    answer: okAnswer(z.object({ status: z.literal('up') })),
    failures: [503],
  },
  ready: {
    summary: 'Whether the database and the file storage answer (503 naming the part that does not)',
    tag: 'operations',
    answer: okAnswer(z.object({ database: z.literal('up'), storage: z.literal('up') })),
    failures: [503],
  },
  login: {
    summary: 'Sign in',
    tag: 'auth',
    json: loginSchema,
    answer: okAnswer(signInAnswer),
    failures: [401, 429],
  },
  recoveryRequest: {
    summary: 'Mail a recovery code (the same answer for an unknown email)',
    tag: 'auth',
    json: forgotPasswordSchema,
    answer: recovery,
    failures: [429],
  },
  recoveryResend: {
    summary: 'Mail a new recovery code',
    tag: 'auth',
    json: forgotPasswordSchema,
    answer: recovery,
    failures: [429],
  },
  recoveryValidate: {
    summary: 'Check a recovery code; sets the reset grant cookie',
    tag: 'auth',
    json: validateCodeSchema,
    answer: okAnswer(
      z.object({
        verified: z.literal(true),
        /** Present for an account with a second step: POST /auth/forgot-password/second-step comes next. */
        second_step: z.object({ methods: z.array(z.enum(SECOND_STEP_METHODS)) }).optional(),
      }),
    ),
    failures: [429],
    cookie: 'sets the reset grant',
  },
  recoveryChangePassword: {
    summary: 'Choose a new password with the reset grant cookie',
    tag: 'auth',
    json: changePasswordSchema,
    answer: nothing,
    failures: [429],
    cookie: 'reads the reset grant',
  },
  session: {
    summary: 'Who is signed in, and their role',
    tag: 'session',
    answer: okAnswer(
      z.object({
        email: z.string(),
        _id: z.string(),
        name: z.string(),
        role: roleSchema,
        /** The token only serves to turn on a second step (MFA_REQUIRED) until one is confirmed. */
        mustEnrol: z.boolean(),
      }),
    ),
    failures: [],
  },
  logout: {
    summary: 'Revoke the presented token',
    tag: 'session',
    answer: nothing,
    failures: [],
  },
  file: {
    summary: 'A stored file, through the signed URL of an answer (no bearer token)',
    tag: 'files',
    params: z.object({ name: z.string() }),
    query: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
    answer: 'file',
    failures: [403, 404, 503],
  },
  ownerCreate: {
    summary: 'Add an owner',
    tag: 'owners',
    multipart: { fields: ownerCreateSchema, files: ownerFiles },
    answer: okAnswer(ownerRecord),
    failures: [409, 413, 415],
  },
  ownerList: {
    summary: 'One page of the owners',
    tag: 'owners',
    query: pagingQuery,
    answer: listAnswer(ownerRecord),
    failures: [],
  },
  ownerOne: {
    summary: 'One owner, with its version as ETag',
    tag: 'owners',
    query: idQuery(OWNER_MESSAGES.id),
    answer: okAnswer(ownerRecord),
    failures: [404],
    versioned: 'answers',
  },
  ownerUpdate: {
    summary: 'Edit an owner (?id=)',
    tag: 'owners',
    query: idQuery(OWNER_MESSAGES.id),
    multipart: { fields: ownerUpdateSchema, files: ownerFiles },
    answer: okAnswer(ownerRecord),
    failures: [404, 409, 412, 413, 415],
    versioned: 'edit',
  },
  propertySave: {
    summary: 'Add a property, or edit one with ?id=',
    tag: 'properties',
    query: optionalIdQuery(PROPERTY_MESSAGES.id),
    multipart: { fields: propertyCreateSchema, editFields: propertyUpdateSchema, files: propertyFiles },
    answer: okAnswer(propertyRecord),
    failures: [404, 412, 413, 415],
    versioned: 'edit',
  },
  propertyList: {
    summary: 'One page of the properties',
    tag: 'properties',
    query: pagingQuery,
    answer: listAnswer(propertyRecord),
    failures: [],
  },
  propertyOne: {
    summary: 'One property, with its version as ETag',
    tag: 'properties',
    query: idQuery(PROPERTY_MESSAGES.id),
    answer: okAnswer(propertyRecord),
    failures: [404],
    versioned: 'answers',
  },
  propertiesOfOwner: {
    summary: "One page of an owner's properties (?id= the owner's)",
    tag: 'properties',
    query: pagingQuery.extend(idQuery(OWNER_MESSAGES.id).shape),
    answer: listAnswer(propertyRecord),
    failures: [404],
  },
  tenantCreate: {
    summary: 'Add a tenant with its sub-tenants',
    tag: 'tenants',
    multipart: { fields: tenantCreateSchema, files: tenantFiles },
    answer: okAnswer(tenantRecord),
    failures: [404, 409, 413, 415],
  },
  tenantList: {
    summary: 'One page of the tenants',
    tag: 'tenants',
    query: pagingQuery,
    answer: listAnswer(tenantRecord),
    failures: [],
  },
  tenantsOfProperty: {
    summary: "One page of a property's tenants",
    tag: 'tenants',
    params: z.object({
      propertyId: recordId({ required: PROPERTY_MESSAGES.id.invalid, invalid: PROPERTY_MESSAGES.id.invalid }),
    }),
    query: pagingQuery,
    answer: listAnswer(tenantRecord),
    failures: [404],
  },
  tenantOne: {
    summary: 'One tenant, with its version as ETag',
    tag: 'tenants',
    query: idQuery(TENANT_MESSAGES.id),
    answer: okAnswer(tenantRecord),
    failures: [404],
    versioned: 'answers',
  },
  tenantUpdate: {
    summary: 'Edit a tenant and its sub-tenants (?id=)',
    tag: 'tenants',
    query: idQuery(TENANT_MESSAGES.id),
    multipart: { fields: tenantUpdateSchema, files: tenantFiles },
    answer: okAnswer(tenantRecord),
    failures: [404, 409, 412, 413, 415],
    versioned: 'edit',
  },
  contractSave: {
    summary: 'Add a contract, or edit one with ?id=',
    tag: 'contracts',
    query: optionalIdQuery(CONTRACT_MESSAGES.id),
    json: contractCreateSchema,
    editJson: contractUpdateSchema,
    answer: okAnswer(contractRecord),
    failures: [404, 412],
    versioned: 'edit',
  },
  contractList: {
    summary: 'One page of the contracts',
    tag: 'contracts',
    query: pagingQuery,
    answer: listAnswer(contractRecord),
    failures: [],
  },
  contractOne: {
    summary: 'One contract, with its version as ETag',
    tag: 'contracts',
    query: idQuery(CONTRACT_MESSAGES.id),
    answer: okAnswer(contractRecord),
    failures: [404],
    versioned: 'answers',
  },
  contractDelete: {
    summary: 'Delete a contract (with If-Match, only the version it names: 412 when it has changed since)',
    tag: 'contracts',
    params: z.object({ id: recordId(CONTRACT_MESSAGES.id) }),
    answer: okAnswer(contractRecord),
    failures: [404, 412],
  },
  contractsOfTenant: {
    summary: "One page of a tenant's contracts (?id= the tenant's)",
    tag: 'contracts',
    query: pagingQuery.extend(idQuery(TENANT_MESSAGES.id).shape),
    answer: listAnswer(contractRecord),
    failures: [404],
  },
  contractsOfProperty: {
    summary: "One page of a property's contracts (?id= the property's)",
    tag: 'contracts',
    query: pagingQuery.extend(idQuery(PROPERTY_MESSAGES.id).shape),
    answer: listAnswer(contractRecord),
    failures: [404],
  },
  contractExpiring: {
    summary:
      'One page of the contracts ending within ?within= days (30, 60, 90, 120), soonest first; ?overdue=true: those past',
    tag: 'contracts',
    query: pagingQuery.extend({
      within: z.preprocess(
        lastValue,
        z
          .enum(LEASE_HORIZONS.map(String) as [`${(typeof LEASE_HORIZONS)[number]}`], {
            error: LEASE_MESSAGES.within,
          })
          .optional()
          .transform((days) => Number(days ?? LEASE_HORIZONS[0])),
      ),
      overdue: z.preprocess(
        lastValue,
        z
          .enum(['true', 'false'], { error: LEASE_MESSAGES.overdue })
          .optional()
          .transform((flag) => flag === 'true'),
      ),
    }),
    answer: listAnswer(expiringContractRecord),
    failures: [],
  },
  contractRenewal: {
    summary: "The proposed renewal of a contract: the add form's values, pre-filled from it",
    tag: 'contracts',
    params: z.object({ id: recordId(CONTRACT_MESSAGES.id) }),
    answer: okAnswer(renewalProposalRecord),
    failures: [404, 409],
  },
  contractRenew: {
    summary: 'Add the renewal of a contract (the same parties), linked to it',
    tag: 'contracts',
    params: z.object({ id: recordId(CONTRACT_MESSAGES.id) }),
    json: contractCreateSchema,
    answer: okAnswer(contractRecord),
    failures: [404, 409, 412],
  },
  contractEnd: {
    summary: 'Record that the tenant leaves: the date, a note, and whether the property is then available',
    tag: 'contracts',
    params: z.object({ id: recordId(CONTRACT_MESSAGES.id) }),
    json: contractEndSchema,
    answer: okAnswer(contractRecord),
    failures: [404, 409, 412],
  },
  contractRenewalOffered: {
    summary: 'Record that a renewal was offered to the tenant',
    tag: 'contracts',
    params: z.object({ id: recordId(CONTRACT_MESSAGES.id) }),
    answer: okAnswer(contractRecord),
    failures: [404, 409, 412],
  },
  audit: {
    summary: "One page of a record's changes, newest first",
    tag: 'audit',
    query: pagingQuery.extend({
      entity: z.preprocess(lastValue, z.enum(AUDIT_ENTITIES, { error: AUDIT_MESSAGES.entity })),
      id: recordId(AUDIT_MESSAGES.id),
    }),
    answer: listAnswer(auditEntrySchema),
    failures: [],
  },
  exportList: {
    summary:
      'Every record of a list (owners, properties, tenants, sub-tenants, contracts) as a CSV or XLSX file, with the columns an import reads; personal numbers masked for a viewer',
    tag: 'exports',
    params: z.object({
      list: z.enum(SPREADSHEET_LISTS, { error: SPREADSHEET_MESSAGES.list }),
    }),
    query: z.object({
      format: z.preprocess(lastValue, z.enum(SPREADSHEET_FORMATS, { error: SPREADSHEET_MESSAGES.format })),
    }),
    answer: 'spreadsheet',
    // A list name the router cannot take (far too long) finds no route; 429: too many exports of the account.
    failures: [404, 429],
  },
  importList: {
    summary:
      "Import a list (owners, properties, tenants, sub-tenants, contracts) from a CSV or XLSX file, or check it (dryRun): every row checked with the add form's rules, records matched by their key (email, refId, contractRefName), all or nothing",
    tag: 'exports',
    params: importedListParams,
    multipart: importForm,
    answer: okAnswer(importReport),
    failures: [404, 409, 413, 415],
  },
  importJobStart: {
    summary:
      'Import a list from a CSV or XLSX file in the background (what the import page does): answers the job at once; read its progress and report with GET /api/import/jobs/{id}. dryRun=true is refused (400): a check runs in the request, through POST /api/import/{list}',
    tag: 'exports',
    params: importedListParams,
    multipart: importForm,
    answer: okAnswer(importJob),
    failures: [404, 413, 415],
  },
  importJob: {
    summary: 'A background import you started: its status, rows done of all, and its report once done',
    tag: 'exports',
    params: z.object({ id: recordId({ required: IMPORT_MESSAGES.jobId, invalid: IMPORT_MESSAGES.jobId }) }),
    answer: okAnswer(importJob),
    failures: [404],
  },
  search: {
    summary: 'Owners, properties, tenants, sub-tenants and contracts matching a text',
    tag: 'search',
    query: z.object({
      q: z.preprocess(
        lastValue,
        z
          .string({ error: SEARCH_MESSAGES.queryNotText })
          .trim()
          .max(SEARCH_BOUNDS.maxQueryLength, { error: SEARCH_MESSAGES.queryTooLong, abort: true })
          .refine((text) => !hasControlCharacter(text), { error: SEARCH_MESSAGES.queryControlCharacters })
          .optional(),
      ),
      limit: wholeNumberParameter(
        SEARCH_BOUNDS.defaultLimit,
        1,
        SEARCH_BOUNDS.maxLimit,
        SEARCH_MESSAGES.limit,
      ),
    }),
    answer: okAnswer(searchResultsRecord),
    failures: [],
  },
  invitation: {
    summary: 'Who an invitation link is for (the same answer for an unknown, used or expired link)',
    tag: 'auth',
    query: z.object({
      token: z.preprocess(
        lastValue,
        z
          .string({ error: STAFF_MESSAGES.invitationToken })
          .max(200, { error: STAFF_MESSAGES.invitationToken }),
      ),
    }),
    answer: okAnswer(z.object({ email: z.string(), name: z.string() })),
    failures: [400, 429],
  },
  invitationAccept: {
    summary: 'Choose a password through an invitation link, and sign in',
    tag: 'auth',
    json: invitationAcceptSchema,
    answer: okAnswer(signInAnswer),
    failures: [429],
  },
  secondStepCode: {
    summary: 'Pass the second step of sign-in with an authenticator code or a recovery code',
    tag: 'auth',
    json: secondStepCodeSchema,
    answer: tokenAnswer,
    failures: [401, 429],
  },
  secondStepPasskeyOptions: {
    summary: 'A passkey challenge for the second step of sign-in',
    tag: 'auth',
    json: ticketSchema,
    answer: webauthnOptions,
    failures: [401, 429],
  },
  secondStepPasskey: {
    summary: 'Pass the second step of sign-in with a passkey',
    tag: 'auth',
    json: secondStepPasskeySchema,
    answer: tokenAnswer,
    failures: [401, 429],
  },
  recoverySecondStep: {
    summary: 'Pass the second step of a password recovery, after its emailed code',
    tag: 'auth',
    json: recoverySecondStepSchema,
    answer: nothing,
    failures: [429],
    cookie: 'reads the reset grant',
  },
  accountMe: {
    summary: 'My account: name, role and second steps',
    tag: 'account',
    answer: okAnswer(accountRecord),
    failures: [],
  },
  accountPassword: {
    summary: 'Change my password (my other sessions end)',
    tag: 'account',
    json: accountPasswordSchema,
    answer: nothing,
    failures: [429],
  },
  totpEnrol: {
    summary: 'Start turning on an authenticator app: a new secret and its QR code',
    tag: 'account',
    answer: okAnswer(z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() })),
    failures: [409],
  },
  totpConfirm: {
    summary: 'Confirm the authenticator app with a code; answers the recovery codes, shown once',
    tag: 'account',
    json: codeSchema,
    answer: okAnswer(
      z.object({
        recoveryCodes: z.array(z.string()),
        /** A full token, when the presented one was limited to enrolment. */
        access_token: z.string().optional(),
      }),
    ),
    failures: [409, 429],
  },
  passkeyOptions: {
    summary: 'A passkey registration challenge',
    tag: 'account',
    answer: webauthnOptions,
    failures: [429],
  },
  passkeyRegister: {
    summary: 'Register a passkey; the first second step also answers the recovery codes, shown once',
    tag: 'account',
    json: passkeyRegisterSchema,
    answer: okAnswer(
      z.object({
        passkey: passkeyRecord,
        recoveryCodes: z.array(z.string()).optional(),
        access_token: z.string().optional(),
      }),
    ),
    failures: [409],
  },
  passkeyRemove: {
    summary: 'Remove one of my passkeys',
    tag: 'account',
    params: z.object({ id: passkeyId }),
    answer: nothing,
    failures: [403, 404],
  },
  twoStepDisable: {
    summary: 'Turn my second step off (a current code is required)',
    tag: 'account',
    json: codeSchema,
    answer: nothing,
    failures: [403, 409, 429],
  },
  accountSessions: {
    summary: 'My signed-in sessions, newest first',
    tag: 'account',
    query: pagingQuery,
    answer: listAnswer(sessionRecord),
    failures: [],
  },
  accountSessionEnd: {
    summary: 'Sign one of my sessions out',
    tag: 'account',
    params: z.object({ id: recordId(STAFF_MESSAGES.sessionId) }),
    answer: nothing,
    failures: [404],
  },
  accountSessionsEndOthers: {
    summary: 'Sign out everywhere else',
    tag: 'account',
    answer: nothing,
    failures: [],
  },
  accountDigest: {
    summary: 'Turn my daily lease digest mail on or off',
    tag: 'account',
    json: leaseDigestSchema,
    answer: okAnswer(accountRecord),
    failures: [],
  },
  staffList: {
    summary: 'One page of the staff accounts',
    tag: 'staff',
    query: pagingQuery,
    answer: listAnswer(staffMemberRecord),
    failures: [],
  },
  staffOne: {
    summary: 'One staff account',
    tag: 'staff',
    params: staffIdParams,
    answer: okAnswer(staffMemberRecord),
    failures: [404],
  },
  staffActivity: {
    summary: "One page of a staff member's changes, newest first",
    tag: 'staff',
    params: staffIdParams,
    query: pagingQuery,
    answer: listAnswer(auditEntrySchema),
    failures: [404],
  },
  staffInvite: {
    summary: 'Invite a person: an account and an emailed link valid 72 hours',
    tag: 'staff',
    json: staffInviteSchema,
    answer: okAnswer(staffMemberRecord),
    failures: [409],
  },
  staffResend: {
    summary: 'Mail a new invitation link (the old one stops working)',
    tag: 'staff',
    params: staffIdParams,
    answer: nothing,
    failures: [404, 409],
  },
  staffRole: {
    summary: "Change a staff member's role",
    tag: 'staff',
    params: staffIdParams,
    json: staffRoleSchema,
    answer: okAnswer(staffMemberRecord),
    failures: [404, 409],
  },
  staffDeactivate: {
    summary: 'Deactivate an account: its sessions end at once, its records and history stay',
    tag: 'staff',
    params: staffIdParams,
    answer: okAnswer(staffMemberRecord),
    failures: [404, 409],
  },
  staffReactivate: {
    summary: 'Reactivate an account',
    tag: 'staff',
    params: staffIdParams,
    answer: okAnswer(staffMemberRecord),
    failures: [404],
  },
  staffEndSessions: {
    summary: "End all of a staff member's sessions",
    tag: 'staff',
    params: staffIdParams,
    answer: nothing,
    failures: [404],
  },
  staffResetTwoStep: {
    summary: "Reset a staff member's second step (they enrol again at their next sign-in)",
    tag: 'staff',
    params: staffIdParams,
    answer: okAnswer(staffMemberRecord),
    failures: [404],
  },
} as const satisfies Record<RouteName, EndpointSchemas>;

export type Endpoints = typeof ENDPOINTS;

type Input<Schema> = Schema extends z.core.$ZodType ? z.input<Schema> : never;

/** An operation's path parameters, by name (none: never). */
export type ParamsOf<Name extends RouteName> = Endpoints[Name] extends { params: infer Params }
  ? Record<keyof Input<Params>, string>
  : never;
/** The query parameters an operation reads, each sent as text or a number (none: never). */
export type QueryOf<Name extends RouteName> = Endpoints[Name] extends { query: infer Query }
  ? Partial<Record<keyof Input<Query>, string | number>>
  : never;
/** An operation's JSON body: its add or its edit form (none: never). */
export type JsonOf<Name extends RouteName> =
  | (Endpoints[Name] extends { json: infer Json } ? Input<Json> : never)
  | (Endpoints[Name] extends { editJson: infer Json } ? Input<Json> : never);
/** FormData for an operation that takes a multipart body (none: never). */
export type FormOf<Name extends RouteName> = Endpoints[Name] extends { multipart: MultipartBody }
  ? FormData
  : never;
/** The body of an operation's 200 answer. */
export type AnswerOf<Name extends RouteName> = Endpoints[Name]['answer'] extends z.core.$ZodType
  ? z.output<Endpoints[Name]['answer']>
  : Blob;
