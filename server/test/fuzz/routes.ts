// One request generator per API route (METHOD and path as the app registers them). The payload fields come from
// the shared zod schemas the routes validate with; ids come from records the suite creates first.
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  validateCodeSchema,
} from '@pm/schemas/auth';
import { contractCreateSchema, contractUpdateSchema } from '@pm/schemas/contract';
import { contractEndSchema, leaseDigestSchema } from '@pm/schemas/lease';
import { ownerCreateSchema, ownerUpdateSchema } from '@pm/schemas/owner';
import { OWNER_IMAGE_FIELDS } from '@pm/schemas/owner-fields';
import { propertyCreateSchema } from '@pm/schemas/property';
import {
  PROPERTY_DOCUMENT_FIELDS,
  PROPERTY_IMAGES_FIELD,
  PROPERTY_MULTIPART_NAMES,
  type PropertyTextField,
} from '@pm/schemas/property-fields';
import { SEARCH_BOUNDS } from '@pm/schemas/search';
import { SPREADSHEET_FORMATS, SPREADSHEET_LISTS } from '@pm/schemas/spreadsheet';
import { IMPORT_FORM_FIELDS, IMPORTED_LISTS } from '@pm/schemas/spreadsheet-import';
import {
  accountPasswordSchema,
  codeSchema,
  invitationAcceptSchema,
  passkeyRegisterSchema,
  recoverySecondStepSchema,
  secondStepCodeSchema,
  secondStepPasskeySchema,
  staffInviteSchema,
  staffRoleSchema,
  ticketSchema,
} from '@pm/schemas/staff';
import {
  subTenantCreateSchema,
  subTenantUpdateSchema,
  tenantCreateSchema,
  tenantUpdateSchema,
} from '@pm/schemas/tenant';
import { TENANT_FILE_FIELDS } from '@pm/schemas/tenant-fields';
import fc from 'fast-check';
import { z } from 'zod';
import { OWNER_VALUES, propertyValues, TENANT_VALUES } from '../records';
import {
  type Auth,
  authArbitrary,
  type Body,
  ENCODED,
  type FuzzRequest,
  jsonBodyArbitrary,
  multipartBodyArbitrary,
  pathSegmentArbitrary,
  queryArbitrary,
  type ValidPayload,
} from './requests';
import { type FieldSpec, hostileText, schemaFields } from './values';

/** The records the suite creates before fuzzing, whose ids the generators use. */
export interface FuzzWorld {
  ownerIds: string[];
  propertyIds: string[];
  tenantIds: string[];
  subTenantIds: string[];
  contractIds: string[];
  fileNames: string[];
}

export type RouteGenerator = (world: FuzzWorld) => fc.Arbitrary<FuzzRequest>;

const freshEmail = (prefix: string) => fc.uuid().map((uuid) => `${prefix}-${uuid}@example.com`);

/** The fixed valid values of a payload, as constant arbitraries, with some replaced (fresh emails). */
function validPayload(
  values: Record<string, unknown>,
  fresh: Record<string, fc.Arbitrary<unknown>> = {},
): ValidPayload {
  return {
    ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fc.constant(value)])),
    ...fresh,
  };
}

/** A signed-in-or-not POST to `path`: the shape every body route shares, its query and body arbitrary. */
function postRequest(path: string, query: fc.Arbitrary<string>, body: fc.Arbitrary<Body>) {
  return fc.record({
    method: fc.constant('POST' as const),
    path: fc.constant(path),
    query,
    auth: authArbitrary,
    body,
  });
}

/** A route with a JSON body. */
function jsonRoute(
  path: string,
  schema: z.core.$ZodType,
  valid: (world: FuzzWorld) => ValidPayload,
  query: (world: FuzzWorld) => fc.Arbitrary<string> = () => fc.constant(''),
): RouteGenerator {
  const fields = schemaFields(schema);
  return (world) => postRequest(path, query(world), jsonBodyArbitrary(fields, valid(world)));
}

/** A route without a body (GET, with HEAD now and then, or DELETE). */
function readRoute(
  path: fc.Arbitrary<string> | string,
  query: (world: FuzzWorld) => fc.Arbitrary<string>,
  method: 'GET' | 'DELETE' = 'GET',
): (world: FuzzWorld) => fc.Arbitrary<FuzzRequest> {
  return (world) =>
    fc.record({
      method:
        method === 'GET'
          ? fc.oneof(
              { weight: 9, arbitrary: fc.constant('GET' as const) },
              { weight: 1, arbitrary: fc.constant('HEAD' as const) },
            )
          : fc.constant(method),
      path: typeof path === 'string' ? fc.constant(path) : path,
      query: query(world),
      auth: authArbitrary,
      body: fc.oneof(
        { weight: 9, arbitrary: fc.constant<Body>({ kind: 'none' }) },
        { weight: 1, arbitrary: fc.constant<Body>({ kind: 'json', value: { id: 'x' } }) },
      ),
    });
}

/** A route with a multipart body. */
function multipartRoute(
  path: string,
  fields: FieldSpec[],
  nameOf: (field: FieldSpec) => string,
  valid: (world: FuzzWorld) => ValidPayload,
  fileFields: readonly string[],
  query: (world: FuzzWorld) => fc.Arbitrary<string> = () => fc.constant(''),
): RouteGenerator {
  return (world) =>
    postRequest(
      path,
      query(world),
      multipartBodyArbitrary({ fields, nameOf, valid: valid(world), fileFields }),
    );
}

const plainName = (field: FieldSpec) => field.path.join('.');
/** subTenants.0.firstName -> subTenants[0][firstName] */
const bracketName = (field: FieldSpec) =>
  field.path.length === 1
    ? (field.path[0] as string)
    : `${field.path[0]}${field.path
        .slice(1)
        .map((key) => `[${key}]`)
        .join('')}`;
const propertyName = (field: FieldSpec) =>
  PROPERTY_MULTIPART_NAMES[field.path[0] as PropertyTextField] ?? plainName(field);

const subTenant = {
  'subTenants.0.firstName': 'Mali',
  'subTenants.0.nickName': 'Mal',
  'subTenants.0.surName': 'Srisuk',
  'subTenants.0.contactNo': '0811111111',
  'subTenants.0.whatsAppNo': '0811111112',
  'subTenants.0.dob': '1995-06-01',
  'subTenants.0.nationality': 'Thai',
  'subTenants.0.homeAddress': '9 Sukhumvit Rd',
  'subTenants.0.passport': 'P100',
};

const tenant = (propertyId: string) => ({ property: propertyId, ...TENANT_VALUES, ...subTenant });

const contract = (world: FuzzWorld) => ({
  ownerId: world.ownerIds[0],
  propertyId: world.propertyIds[0],
  tenantId: world.tenantIds[0],
  contractRefName: 'CT-FUZZ',
  rentalRateInMonths: 25000,
  rentalPeriod: '12 months',
  startDate: '2024-01-01',
  finishDate: '2024-12-31',
  depositAmount: '50,000',
  numberOfTenants: 2,
  'agent.name': 'Anong',
  'coAgent.name': 'Boon',
  'coAgent.company': 'Siam Homes',
  'resOfUtils.water': 'owner',
  'resOfUtils.electricity': 'tenant',
  'resOfUtils.internet': 'tenant',
  maintenanceThreshold: 0,
  bahtMaintainanceThreshold: '1,500',
  cleaningFeesAtChechOut: true,
  bedSheetCleaningFees: 'false',
  specialAggrements: false,
  anyAgreedPets: false,
  gardening: false,
  termitesSpraying: false,
  poolMaintainance: false,
});

/** A tenant edit's fields: the schema's top level, and its sub-tenant schema under subTenants.0 (with _id). */
const tenantEditFields: FieldSpec[] = [
  ...schemaFields(tenantUpdateSchema).filter((field) => field.path[0] !== 'subTenants'),
  ...schemaFields(subTenantUpdateSchema).map((field) => ({
    ...field,
    path: ['subTenants', '0', ...field.path],
  })),
];
const tenantCreateFields: FieldSpec[] = [
  ...schemaFields(tenantCreateSchema).filter((field) => field.path[0] !== 'subTenants'),
  ...schemaFields(subTenantCreateSchema).map((field) => ({
    ...field,
    path: ['subTenants', '0', ...field.path],
  })),
];

const ids =
  (pick: (world: FuzzWorld) => string[], paging = false) =>
  (world: FuzzWorld) =>
    queryArbitrary(pick(world), { paging });
const pagingOnly = () => queryArbitrary(null, { paging: true });
/** ?q= any text (a name, control characters, far too long), with or without a limit like a list's. */
const searchQuery = () =>
  fc
    .tuple(
      hostileText({ path: ['q'], kind: 'text', maxLength: SEARCH_BOUNDS.maxQueryLength }, 'Somchai', {
        json: false,
      }),
      queryArbitrary(null, { paging: true }),
    )
    .map(([text, paging]) => [`q=${ENCODED(String(text))}`, paging].filter(Boolean).join('&'));
/** ?format= csv or xlsx, another word, repeated, empty or absent, or any text. */
const formatQuery = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SPREADSHEET_FORMATS).map((format) => `format=${format}`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        'format',
        'format=',
        'format=pdf',
        'format=CSV',
        'format=csv&format=xlsx',
        'format[]=csv',
        'format[a]=csv',
      ),
    },
    {
      weight: 2,
      arbitrary: hostileText({ path: ['format'], kind: 'text', maxLength: 10 }, 'csv', { json: false }).map(
        (format) => `format=${ENCODED(String(format))}`,
      ),
    },
  );
/** ?id= for an edit, or no query at all (which makes POST /property/ and /contract/ a create). */
const editOrCreate = (pick: (world: FuzzWorld) => string[]) => (world: FuzzWorld) =>
  fc.oneof(queryArbitrary(pick(world), { paging: false }), fc.constant(''));

/** A path with one id segment: `/api/staff/<id>/role`. */
const withId =
  (pick: (world: FuzzWorld) => string[], path: (segment: string) => string) => (world: FuzzWorld) =>
    pathSegmentArbitrary(pick(world)).map(path);
/** Staff ids: none of the suite's records is a staff member, so each is unknown (404) or malformed (400). */
const someIds = (world: FuzzWorld) => world.ownerIds;
const webauthnAnswer = { id: 'Y3JlZGVudGlhbA', rawId: 'Y3JlZGVudGlhbA', type: 'public-key', response: {} };
const signInTicket = 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl';

/** A JSON POST to a path with an id segment. */
function jsonRouteWithId(
  pick: (world: FuzzWorld) => string[],
  path: (segment: string) => string,
  schema: z.core.$ZodType | null,
  valid: ValidPayload = {},
): RouteGenerator {
  const fields = schema ? schemaFields(schema) : [];
  return (world) =>
    withId(
      pick,
      path,
    )(world).chain((url) => postRequest(url, fc.constant(''), jsonBodyArbitrary(fields, valid)));
}

/** Every API route, by `METHOD path` as Fastify lists it. */
/** The import form (a check, an import, or a background one) sent to the path of a generated list segment. */
const importForm =
  (pathOf: (list: string) => string) =>
  (world: FuzzWorld): fc.Arbitrary<FuzzRequest> =>
    pathSegmentArbitrary([...IMPORTED_LISTS]).chain((list) =>
      multipartRoute(
        pathOf(list),
        schemaFields(
          z.object({
            [IMPORT_FORM_FIELDS.mapping]: z.string().max(200).optional(),
            [IMPORT_FORM_FIELDS.updateExisting]: z.enum(['true', 'false']).optional(),
            [IMPORT_FORM_FIELDS.dryRun]: z.enum(['true', 'false']).optional(),
          }),
        ),
        plainName,
        () => validPayload({ mapping: '{"email":"email"}', updateExisting: 'false', dryRun: 'true' }, {}),
        [IMPORT_FORM_FIELDS.file],
      )(world),
    );

export const ROUTE_GENERATORS: Record<string, RouteGenerator> = {
  'POST /api/auth/login': jsonRoute('/api/auth/login', loginSchema, () =>
    validPayload({ password: 'not-the-password' }, { email: freshEmail('fuzz-login') }),
  ),
  'POST /api/auth/forgot-password/request': jsonRoute(
    '/api/auth/forgot-password/request',
    forgotPasswordSchema,
    () => validPayload({}, { email: freshEmail('fuzz-request') }),
  ),
  'POST /api/auth/forgot-password/resend-code': jsonRoute(
    '/api/auth/forgot-password/resend-code',
    forgotPasswordSchema,
    () => validPayload({}, { email: freshEmail('fuzz-resend') }),
  ),
  'POST /api/auth/forgot-password/validate': jsonRoute(
    '/api/auth/forgot-password/validate',
    validateCodeSchema,
    () => validPayload({}, { email: freshEmail('fuzz-validate'), code: fc.stringMatching(/^\d{6}$/) }),
  ),
  'POST /api/auth/forgot-password/change-password': jsonRoute(
    '/api/auth/forgot-password/change-password',
    changePasswordSchema,
    () =>
      validPayload(
        { newPassword: 'new-secret', confirmPassword: 'new-secret' },
        { email: freshEmail('fuzz-change') },
      ),
  ),
  'GET /api/session': readRoute('/api/session', () => queryArbitrary(null, { paging: false })),
  'GET /api/health': readRoute('/api/health', () => queryArbitrary(null, { paging: false })),
  'GET /api/ready': readRoute('/api/ready', () => queryArbitrary(null, { paging: false })),
  // Each signed-in logout revokes the token it carries, so it carries its own, never the suite's.
  'POST /api/session/logout': () =>
    fc.record({
      method: fc.constant('POST' as const),
      path: fc.constant('/api/session/logout'),
      query: queryArbitrary(null, { paging: false }),
      auth: fc.oneof(
        { weight: 8, arbitrary: fc.constant<Auth>('own-staff') },
        { weight: 1, arbitrary: fc.constant<Auth>('none') },
        { weight: 1, arbitrary: fc.constant<Auth>('garbage') },
      ),
      body: fc.oneof(
        fc.constant<Body>({ kind: 'none' }),
        jsonBodyArbitrary([], {}),
        fc.constant<Body>({ kind: 'raw', contentType: 'text/plain', text: 'logout' }),
      ),
    }),

  'POST /api/owner/register': multipartRoute(
    '/api/owner/register',
    schemaFields(ownerCreateSchema),
    plainName,
    () => validPayload(OWNER_VALUES, { email: freshEmail('fuzz-owner') }),
    OWNER_IMAGE_FIELDS,
  ),
  'GET /api/owner/all': readRoute('/api/owner/all', pagingOnly),
  'GET /api/owner': readRoute(
    '/api/owner',
    ids((world) => world.ownerIds),
  ),
  'POST /api/owner': multipartRoute(
    '/api/owner',
    schemaFields(ownerUpdateSchema),
    plainName,
    () => validPayload({ ...OWNER_VALUES, password: undefined }, { email: freshEmail('fuzz-owner-edit') }),
    OWNER_IMAGE_FIELDS,
    ids((world) => world.ownerIds),
  ),

  'POST /api/property': multipartRoute(
    '/api/property',
    schemaFields(propertyCreateSchema),
    propertyName,
    (world) => validPayload(propertyValues(world.ownerIds[0] as string)),
    [PROPERTY_IMAGES_FIELD, ...Object.values(PROPERTY_DOCUMENT_FIELDS)],
    editOrCreate((world) => world.propertyIds),
  ),
  'GET /api/property': readRoute(
    '/api/property',
    ids((world) => world.propertyIds),
  ),
  'GET /api/property/all': readRoute('/api/property/all', pagingOnly),
  'GET /api/property/owner': readRoute(
    '/api/property/owner',
    ids((world) => world.ownerIds, true),
  ),

  'POST /api/tenant/register': multipartRoute(
    '/api/tenant/register',
    tenantCreateFields,
    bracketName,
    (world) => validPayload(tenant(world.propertyIds[0] as string), { email: freshEmail('fuzz-tenant') }),
    TENANT_FILE_FIELDS,
  ),
  'GET /api/tenant/all': readRoute('/api/tenant/all', pagingOnly),
  'GET /api/tenant/property/:propertyId': (world) =>
    readRoute(
      pathSegmentArbitrary(world.propertyIds).map((segment) => `/api/tenant/property/${segment}`),
      pagingOnly,
    )(world),
  'GET /api/tenant': readRoute(
    '/api/tenant',
    ids((world) => world.tenantIds),
  ),
  'POST /api/tenant': multipartRoute(
    '/api/tenant',
    [...tenantEditFields, { path: ['subTenants'], kind: 'text', maxLength: 200 }],
    bracketName,
    (world) =>
      validPayload(
        {
          ...tenant(world.propertyIds[0] as string),
          password: undefined,
          'subTenants.0._id': world.subTenantIds[0],
        },
        { email: freshEmail('fuzz-tenant-edit') },
      ),
    [...TENANT_FILE_FIELDS, 'subTenants[0][passport]'],
    ids((world) => world.tenantIds),
  ),

  'POST /api/contract': (world) => {
    const create = jsonRoute('/api/contract', contractCreateSchema, (w) => validPayload(contract(w)))(world);
    const edit = jsonRoute(
      '/api/contract',
      contractUpdateSchema,
      (w) => {
        const { ownerId: _o, propertyId: _p, tenantId: _t, ...rest } = contract(w);
        return validPayload(rest);
      },
      ids((w) => w.contractIds),
    )(world);
    return fc.oneof(create, edit);
  },
  'GET /api/contract/all': readRoute('/api/contract/all', pagingOnly),
  'GET /api/contract': readRoute(
    '/api/contract',
    ids((world) => world.contractIds),
  ),
  'DELETE /api/contracts/:id': (world) =>
    readRoute(
      pathSegmentArbitrary(world.contractIds).map((segment) => `/api/contracts/${segment}`),
      () => queryArbitrary(null, { paging: false }),
      'DELETE',
    )(world),
  'GET /api/contract/tenant': readRoute(
    '/api/contract/tenant',
    ids((world) => world.tenantIds, true),
  ),
  'GET /api/contract/property': readRoute(
    '/api/contract/property',
    ids((world) => world.propertyIds, true),
  ),

  'GET /api/audit': readRoute('/api/audit', (world) =>
    fc
      .tuple(
        fc.constantFrom(
          'entity=owner&',
          'entity=contract&',
          'entity=landlord&',
          '',
          'entity=tenant&entity=x&',
        ),
        queryArbitrary([...world.ownerIds, ...world.contractIds], { paging: true }),
      )
      .map(([entity, rest]) => entity + rest),
  ),
  'GET /api/search': readRoute('/api/search', searchQuery),
  'GET /api/export/:list': (world) =>
    readRoute(
      pathSegmentArbitrary([...SPREADSHEET_LISTS]).map((segment) => `/api/export/${segment}`),
      formatQuery,
    )(world),

  // The import's text fields as text (the mapping is JSON inside one); the file is generated bytes of any kind.
  'POST /api/import/:list': importForm((list) => `/api/import/${list}`),
  'POST /api/import/:list/jobs': importForm((list) => `/api/import/${list}/jobs`),
  'GET /api/import/jobs/:id': (world) =>
    readRoute(withId(someIds, (segment) => `/api/import/jobs/${segment}`)(world), () =>
      queryArbitrary(null, { paging: false }),
    )(world),

  'GET /api/files/:name': (world) =>
    readRoute(
      pathSegmentArbitrary(world.fileNames).map((segment) => `/api/files/${segment}`),
      () => queryArbitrary(null, { paging: false }),
    )(world),

  // Issue 27: invitations and the second step (public), my account, staff accounts.
  'GET /api/auth/invitation': readRoute('/api/auth/invitation', () =>
    hostileText({ path: ['token'], kind: 'text', maxLength: 200 }, 'a'.repeat(43), { json: false }).map(
      (token) => `token=${ENCODED(String(token))}`,
    ),
  ),
  'POST /api/auth/invitation/accept': jsonRoute('/api/auth/invitation/accept', invitationAcceptSchema, () =>
    validPayload({
      token: 'a'.repeat(43),
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    }),
  ),
  'POST /api/auth/second-step': jsonRoute('/api/auth/second-step', secondStepCodeSchema, () =>
    validPayload({ ticket: signInTicket, code: '123456' }),
  ),
  'POST /api/auth/second-step/passkey/options': jsonRoute(
    '/api/auth/second-step/passkey/options',
    ticketSchema,
    () => validPayload({ ticket: signInTicket }),
  ),
  'POST /api/auth/second-step/passkey': jsonRoute(
    '/api/auth/second-step/passkey',
    secondStepPasskeySchema,
    () => validPayload({ ticket: signInTicket, response: webauthnAnswer }),
  ),
  'POST /api/auth/forgot-password/second-step': jsonRoute(
    '/api/auth/forgot-password/second-step',
    recoverySecondStepSchema,
    () => validPayload({ code: '123456' }, { email: freshEmail('recover') }),
  ),
  'GET /api/account': readRoute('/api/account', () => queryArbitrary(null, { paging: false })),
  // Never the suite admin's password: a right one would change it.
  'POST /api/account/password': jsonRoute('/api/account/password', accountPasswordSchema, () =>
    validPayload({
      currentPassword: 'not the current password',
      newPassword: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    }),
  ),
  'POST /api/account/two-step/totp/enrol': jsonRoute('/api/account/two-step/totp/enrol', codeSchema, () =>
    validPayload({}),
  ),
  'POST /api/account/two-step/totp/confirm': jsonRoute('/api/account/two-step/totp/confirm', codeSchema, () =>
    validPayload({ code: '123456' }),
  ),
  'POST /api/account/two-step/passkeys/options': jsonRoute(
    '/api/account/two-step/passkeys/options',
    codeSchema,
    () => validPayload({}),
  ),
  'POST /api/account/two-step/passkeys': jsonRoute(
    '/api/account/two-step/passkeys',
    passkeyRegisterSchema,
    () => validPayload({ name: 'Laptop', response: webauthnAnswer }),
  ),
  'DELETE /api/account/two-step/passkeys/:id': (world) =>
    readRoute(
      withId(someIds, (segment) => `/api/account/two-step/passkeys/${segment}`)(world),
      () => queryArbitrary(null, { paging: false }),
      'DELETE',
    )(world),
  'POST /api/account/two-step/disable': jsonRoute('/api/account/two-step/disable', codeSchema, () =>
    validPayload({ code: '123456' }),
  ),
  'GET /api/account/sessions': readRoute('/api/account/sessions', pagingOnly),
  'DELETE /api/account/sessions/:id': (world) =>
    readRoute(
      withId(someIds, (segment) => `/api/account/sessions/${segment}`)(world),
      () => queryArbitrary(null, { paging: false }),
      'DELETE',
    )(world),
  'GET /api/staff/all': readRoute('/api/staff/all', pagingOnly),
  'GET /api/staff/:id': (world) =>
    readRoute(withId(someIds, (segment) => `/api/staff/${segment}`)(world), () =>
      queryArbitrary(null, { paging: false }),
    )(world),
  'GET /api/staff/:id/activity': (world) =>
    readRoute(withId(someIds, (segment) => `/api/staff/${segment}/activity`)(world), pagingOnly)(world),
  'POST /api/staff/invite': jsonRoute('/api/staff/invite', staffInviteSchema, () =>
    validPayload({ name: 'Fuzz Person', role: 'viewer' }, { email: freshEmail('invited') }),
  ),
  'POST /api/staff/:id/resend': jsonRouteWithId(someIds, (segment) => `/api/staff/${segment}/resend`, null),
  'POST /api/staff/:id/role': jsonRouteWithId(
    someIds,
    (segment) => `/api/staff/${segment}/role`,
    staffRoleSchema,
    {
      role: fc.constant('agent'),
    },
  ),
  'POST /api/staff/:id/deactivate': jsonRouteWithId(
    someIds,
    (segment) => `/api/staff/${segment}/deactivate`,
    null,
  ),
  'POST /api/staff/:id/reactivate': jsonRouteWithId(
    someIds,
    (segment) => `/api/staff/${segment}/reactivate`,
    null,
  ),
  'POST /api/staff/:id/end-sessions': jsonRouteWithId(
    someIds,
    (segment) => `/api/staff/${segment}/end-sessions`,
    null,
  ),
  'POST /api/staff/:id/reset-two-step': jsonRouteWithId(
    someIds,
    (segment) => `/api/staff/${segment}/reset-two-step`,
    null,
  ),
  'GET /api/contract/expiring': readRoute('/api/contract/expiring', () =>
    fc
      .tuple(
        fc.constantFrom('', 'within=30', 'within=120', 'within=45', 'within=-1', 'overdue=true', 'overdue=1'),
        queryArbitrary(null, { paging: true }),
      )
      .map((parts) => parts.filter(Boolean).join('&')),
  ),
  'GET /api/contract/:id/renew': (world) =>
    readRoute(
      withId(
        (w) => w.contractIds,
        (segment) => `/api/contract/${segment}/renew`,
      )(world),
      () => queryArbitrary(null, { paging: false }),
    )(world),
  'POST /api/contract/:id/renew': (world) =>
    jsonRouteWithId(
      (w) => w.contractIds,
      (segment) => `/api/contract/${segment}/renew`,
      contractCreateSchema,
      validPayload({ ...contract(world), startDate: '2025-01-01', finishDate: '2025-12-31' }),
    )(world),
  'POST /api/contract/:id/end': jsonRouteWithId(
    (world) => world.contractIds,
    (segment) => `/api/contract/${segment}/end`,
    contractEndSchema,
    validPayload({ date: '2024-12-31', note: 'Leaves', propertyAvailable: false }),
  ),
  'POST /api/contract/:id/renewal-offered': jsonRouteWithId(
    (world) => world.contractIds,
    (segment) => `/api/contract/${segment}/renewal-offered`,
    null,
  ),
  'POST /api/account/digest': jsonRoute('/api/account/digest', leaseDigestSchema, () =>
    validPayload({ leaseDigest: false }),
  ),
  // Last: sent with the suite's token it ends every other session of the suite's admin (the logouts' tokens).
  'POST /api/account/sessions/end-others': jsonRoute('/api/account/sessions/end-others', codeSchema, () =>
    validPayload({}),
  ),
};

/**
 * The API routes an app registers, as `METHOD path`, read from `printRoutes({ commonPrefix: false })`. HEAD
 * routes that Fastify adds for each GET are left out: the GET generators send HEAD requests too.
 */
export function registeredApiRoutes(printed: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const path = `${depth > 0 ? prefixes[depth - 1] : ''}${match[2]}`;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((text) => text.trim())) {
      // The API's description (/api/openapi.json, /api/docs) is not one of its operations.
      const described = path.startsWith('/api/') && !/^\/api\/(?:openapi\.json|docs)/.test(path);
      if (method && method !== 'HEAD' && described) routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
