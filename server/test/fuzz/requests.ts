// Requests of the fuzz suite: JSON and multipart bodies built from a payload's fields (valid, with some fields
// dropped or made hostile, with unknown parts), malformed bodies, odd query strings and ids, and the check of
// every answer.
import { ENDPOINTS } from '@pm/api-contract/endpoints';
import { openApiDocument, openApiPath } from '@pm/api-contract/openapi';
import { ROUTES, type RouteName } from '@pm/api-contract/routes';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { JPEG_BYTES, PNG_BYTES } from '../multipart-helper';
import {
  type FieldSpec,
  fill,
  hostileText,
  hostileValue,
  nestedArrays,
  trickyText,
  unicodeText,
} from './values';

/** 'own-staff': a valid token of its own, for requests that spend it (a logout revokes the token it carries). */
export type Auth = 'staff' | 'own-staff' | 'none' | 'garbage';

/** The tokens a request may carry: the suite's, or a fresh one of its own. */
export interface Tokens {
  staff: string;
  fresh: () => string;
}

export type FileContent =
  | 'png'
  | 'jpeg'
  | 'pdf'
  | 'text'
  | 'empty'
  | { randomBytes: number[] }
  | { bigPng: number };

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; content: FileContent };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; text: string }
  | { kind: 'multipart'; parts: Part[] };

export interface FuzzRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'DELETE';
  /** The path, already encoded. */
  path: string;
  /** The query string without '?', already encoded ('' for none). */
  query: string;
  auth: Auth;
  body: Body;
}

const KEEP = Symbol('keep');
const DROP = Symbol('drop');

/** Who sends the request: signed-in staff mostly, sometimes nobody or a forged token. */
export const authArbitrary: fc.Arbitrary<Auth> = fc.oneof(
  { weight: 18, arbitrary: fc.constant<Auth>('staff') },
  { weight: 1, arbitrary: fc.constant<Auth>('none') },
  { weight: 1, arbitrary: fc.constant<Auth>('garbage') },
);

/** A valid payload: each field's valid value (an arbitrary, so emails can be fresh). */
export type ValidPayload = Record<string, fc.Arbitrary<unknown>>;

const keyOf = (path: string[]) => path.join('.');

/** The names of parts or keys nobody expects. */
const unknownName = fc.oneof(
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,20}$/),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'a[b][c][d][e]',
    'subTenants[0]',
    'images[]',
    'x'.repeat(300),
  ),
);

/**
 * A payload as a flat map from field key to value: the valid one, or one with some fields kept, some dropped and
 * some made hostile, plus a few unknown keys.
 */
function payloadArbitrary(
  fields: FieldSpec[],
  valid: ValidPayload,
  { json }: { json: boolean },
): fc.Arbitrary<{ values: Map<string, unknown>; extras: [string, unknown][] }> {
  const validRecord = fc.record(
    Object.fromEntries(
      fields.map((field) => [keyOf(field.path), valid[keyOf(field.path)] ?? fc.constant(undefined)]),
    ),
  );
  const mutated = validRecord.chain((validValues) =>
    fc
      .record(
        Object.fromEntries(
          fields.map((field) => {
            const key = keyOf(field.path);
            return [
              key,
              fc.oneof(
                { weight: 6, arbitrary: fc.constant<unknown>(KEEP) },
                { weight: 1, arbitrary: fc.constant<unknown>(DROP) },
                { weight: 3, arbitrary: hostileValue(field, validValues[key], { json }) },
              ),
            ];
          }),
        ),
      )
      .map((changes) => {
        const values = new Map<string, unknown>();
        for (const field of fields) {
          const key = keyOf(field.path);
          const change = changes[key];
          if (change === DROP) continue;
          const value = change === KEEP ? validValues[key] : change;
          if (value !== undefined) values.set(key, value);
        }
        return values;
      }),
  );
  const validValues = validRecord.map((record) => {
    const values = new Map<string, unknown>();
    for (const [key, value] of Object.entries(record)) if (value !== undefined) values.set(key, value);
    return values;
  });
  const extras = fc.array(
    fc.tuple(unknownName, fc.oneof(fc.string({ maxLength: 30 }), unicodeText, trickyText)),
    { maxLength: 3 },
  );
  return fc.record({
    values: fc.oneof({ weight: 1, arbitrary: validValues }, { weight: 4, arbitrary: mutated }),
    extras: fc.oneof(
      { weight: 3, arbitrary: fc.constant<[string, unknown][]>([]) },
      { weight: 1, arbitrary: extras },
    ),
  });
}

/** Sets `value` at `path` of `target`, making the objects on the way (a non-object on the way is replaced). */
function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
}

/** Raw JSON texts that are not what a route wants: malformed, empty, too deep, of another shape. */
const oddJsonText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":1,}',
    '\uFEFF{}',
    'null',
    '[]',
    '"text"',
    '123',
    'true',
    '{"__proto__":{"x":1}}',
  ),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(31, 32, 33, 100, 5_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constantFrom(33, 1_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);

const otherContentTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'image/png',
);

/** A JSON body generated from a payload schema's fields, or a malformed one. */
export function jsonBodyArbitrary(fields: FieldSpec[], valid: ValidPayload): fc.Arbitrary<Body> {
  const payload = payloadArbitrary(fields, valid, { json: true }).map(({ values, extras }): Body => {
    const object: Record<string, unknown> = {};
    for (const field of fields) {
      const key = keyOf(field.path);
      if (values.has(key)) setPath(object, field.path, values.get(key));
    }
    for (const [name, value] of extras) object[name] = value;
    return { kind: 'json', value: object };
  });
  return fc.oneof(
    { weight: 12, arbitrary: payload },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value): Body => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(20, 32, 33, 40)
        .map(
          (depth): Body => ({ kind: 'json', value: { contractRefName: 'x', nested: nestedArrays(depth) } }),
        ),
    },
    {
      weight: 1,
      arbitrary: oddJsonText.map((text): Body => ({ kind: 'raw', contentType: 'application/json', text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.option(otherContentTypes, { nil: null }),
          fc.oneof(oddJsonText, fc.constant('{"email":"a@b.co"}')),
        )
        .map(([contentType, text]): Body => ({ kind: 'raw', contentType, text })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

/** A payload value as multipart text parts: arrays repeat the name, objects nest with brackets. */
function toParts(name: string, value: unknown, depth = 0): Part[] {
  if (Array.isArray(value)) {
    if (depth > 3) return [{ name, value: JSON.stringify(value) }];
    return value.flatMap((item) => toParts(name, item, depth + 1));
  }
  if (value !== null && typeof value === 'object') {
    if (depth > 3) return [{ name, value: JSON.stringify(value) }];
    return Object.entries(value).flatMap(([key, item]) => toParts(`${name}[${key}]`, item, depth + 1));
  }
  return [{ name, value: String(value) }];
}

export interface MultipartShape {
  fields: FieldSpec[];
  /** The multipart name of a field (location[latitude], subTenants[0][firstName]). */
  nameOf: (field: FieldSpec) => string;
  valid: ValidPayload;
  fileFields: readonly string[];
}

const fileContent: fc.Arbitrary<FileContent> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<FileContent>('png', 'jpeg', 'pdf') },
  { weight: 2, arbitrary: fc.constantFrom<FileContent>('text', 'empty') },
  {
    weight: 2,
    arbitrary: fc.array(fc.nat(255), { maxLength: 64 }).map((bytes): FileContent => ({ randomBytes: bytes })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<FileContent>({ bigPng: 6 * 1024 * 1024 }, { bigPng: 11 * 1024 * 1024 }),
  },
);

const filename = fc.oneof(
  fc.constantFrom('photo.png', 'scan.pdf', 'a.jpg', '', '../../etc/passwd', 'x'.repeat(300), 'ไฟล์.png'),
  fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/),
);

const filePart = (names: fc.Arbitrary<string>) =>
  fc
    .record({
      name: names,
      filename,
      contentType: fc.constantFrom('image/png', 'application/pdf', 'application/octet-stream', 'text/plain'),
      content: fileContent,
    })
    .map((part): Part => part);

/** A multipart body generated from a form's fields and files, or a malformed one. */
export function multipartBodyArbitrary(shape: MultipartShape): fc.Arbitrary<Body> {
  const byKey = new Map(shape.fields.map((field) => [keyOf(field.path), field]));
  const textParts = payloadArbitrary(shape.fields, shape.valid, { json: false }).map(({ values, extras }) => [
    ...[...values].flatMap(([key, value]) => toParts(shape.nameOf(byKey.get(key) as FieldSpec), value)),
    ...extras.flatMap(([name, value]) => toParts(name, value)),
  ]);
  const knownNames = fc.constantFrom(...shape.fields.map((field) => shape.nameOf(field)));
  const extraParts = fc.array(
    fc.oneof(
      // A known text part far over the 8 KB limit.
      fc
        .tuple(knownNames, fc.integer({ min: 8 * 1024, max: 64 * 1024 }))
        .map(([name, length]): Part => ({ name, value: fill('z', length) })),
      // Text parts nobody reads, large and small.
      fc
        .tuple(unknownName, fc.integer({ min: 0, max: 256 * 1024 }))
        .map(([name, length]): Part => ({ name, value: fill('u', length) })),
      // Files under unknown names, and under the form's own.
      filePart(unknownName),
      ...(shape.fileFields.length > 0 ? [filePart(fc.constantFrom(...shape.fileFields))] : []),
      // A text part under a file's name.
      ...(shape.fileFields.length > 0
        ? [fc.constantFrom(...shape.fileFields).map((name): Part => ({ name, value: 'not a file' }))]
        : []),
    ),
    { maxLength: 4 },
  );
  const form = fc
    .tuple(
      textParts,
      fc.oneof({ weight: 2, arbitrary: fc.constant<Part[]>([]) }, { weight: 1, arbitrary: extraParts }),
    )
    .map(([parts, extra]): Body => ({ kind: 'multipart', parts: [...parts, ...extra] }));
  const malformed = fc.oneof(
    fc.constantFrom<Body>(
      { kind: 'raw', contentType: 'multipart/form-data', text: 'garbage' },
      {
        kind: 'raw',
        contentType: 'multipart/form-data; boundary=xyz',
        text: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
      },
      { kind: 'raw', contentType: 'multipart/form-data; boundary=xyz', text: '--xyz--\r\n' },
      { kind: 'raw', contentType: 'multipart/form-data; boundary=xyz', text: '' },
      {
        kind: 'raw',
        contentType: 'multipart/form-data; boundary=xyz',
        text: '--xyz\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\n\r\n\x89PNG',
      },
      {
        kind: 'raw',
        contentType: 'multipart/form-data; boundary=xyz',
        text: '--xyz\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--xyz--\r\n',
      },
    ),
    fc
      .string({ maxLength: 60 })
      .map((text): Body => ({ kind: 'raw', contentType: 'multipart/form-data; boundary=xyz', text })),
    jsonBodyArbitrary(shape.fields, shape.valid),
  );
  return fc.oneof({ weight: 10, arbitrary: form }, { weight: 1, arbitrary: malformed });
}

/** Percent-encoded (a lone surrogate, which cannot be encoded, becomes U+FFFD first). */
export const ENCODED = (value: string) =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** A value for an id: an existing one, an unknown uuid, or anything. */
export const idArbitrary = (existing: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...existing) },
    { weight: 1, arbitrary: fc.constantFrom(...existing).map((id) => id.toUpperCase()) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 3,
      arbitrary: hostileText({ path: ['id'], kind: 'text', maxLength: 36 }, existing[0] ?? '', {
        json: false,
      }).map((value) => String(value)),
    },
  );

const pagingValue = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '15',
    '100',
    '101',
    '0',
    '-1',
    '1.5',
    'abc',
    '',
    '99999999999999999999',
    '%00',
    ' 3 ',
  ),
  fc.integer().map(String),
);

/** A query string of ?id= (when `ids` are given) and paging, with repeats, brackets and raw oddities. */
export function queryArbitrary(ids: string[] | null, { paging }: { paging: boolean }): fc.Arbitrary<string> {
  const parts: fc.Arbitrary<string[]>[] = [];
  if (ids) {
    parts.push(
      fc.oneof(
        { weight: 8, arbitrary: idArbitrary(ids).map((id) => [`id=${ENCODED(id)}`]) },
        { weight: 1, arbitrary: fc.constant<string[]>([]) },
        {
          weight: 1,
          arbitrary: fc
            .array(idArbitrary(ids), { minLength: 2, maxLength: 3 })
            .map((list) => list.map((id) => `id=${ENCODED(id)}`)),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom('id[]=x', 'id[a]=b', 'id', 'id=', 'ID=x').map((text) => [text]),
        },
      ),
    );
  }
  if (paging) {
    for (const name of ['page', 'limit']) {
      parts.push(
        fc.oneof(
          { weight: 2, arbitrary: fc.constant<string[]>([]) },
          { weight: 3, arbitrary: pagingValue.map((value) => [`${name}=${ENCODED(value)}`]) },
          {
            weight: 1,
            arbitrary: fc
              .array(pagingValue, { minLength: 2, maxLength: 2 })
              .map((list) => list.map((value) => `${name}=${ENCODED(value)}`)),
          },
        ),
      );
    }
  }
  const raw = fc.constantFrom(
    '%',
    '%zz',
    'id=%',
    'id=%E0%A4%A',
    '&&&',
    '=',
    ';;',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
    `q=${'a'.repeat(10_000)}`,
    'search=%F0%9F%8F%A0',
  );
  return fc
    .tuple(
      fc.tuple(...parts),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant<string[]>([]) },
        { weight: 1, arbitrary: raw.map((text) => [text]) },
      ),
    )
    .map(([groups, extra]) => [...groups.flat(), ...extra].join('&'));
}

/** A path segment for a route parameter: an existing value or anything, encoded. */
export const pathSegmentArbitrary = (existing: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...existing).map(ENCODED) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 3,
      arbitrary: hostileText({ path: ['param'], kind: 'text', maxLength: 100 }, existing[0] ?? '', {
        json: false,
      })
        .map((value) => String(value))
        .filter((value) => value.length > 0)
        .map(ENCODED),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '%2e%2e', '%2e%2e%2fetc%2fpasswd', '%00', '%', 'a%2Fb', '%C0%AF'),
    },
  );

const boundary = '----pm-fuzz-boundary-7MA4YWxkTrZu0gW';

function fileBytes(content: FileContent): Buffer {
  if (content === 'png') return PNG_BYTES;
  if (content === 'jpeg') return JPEG_BYTES;
  if (content === 'pdf') return Buffer.from('%PDF-1.7\n%fuzz\n');
  if (content === 'text') return Buffer.from('just some text, not a file type');
  if (content === 'empty') return Buffer.alloc(0);
  if ('randomBytes' in content) return Buffer.from(content.randomBytes);
  return Buffer.concat([PNG_BYTES, Buffer.alloc(content.bigPng)]);
}

/** A part name inside the quotes of Content-Disposition. */
const quoted = (name: string) => name.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

function multipartPayload(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"\r\n\r\n`),
        Buffer.from(part.value),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"; filename="${quoted(part.filename)}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        fileBytes(part.content),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The request as `app.inject` options. */
export function toInject(request: FuzzRequest, tokens: Tokens): InjectOptions {
  const headers: Record<string, string> = {};
  if (request.auth === 'staff') headers.authorization = `Bearer ${tokens.staff}`;
  if (request.auth === 'own-staff') headers.authorization = `Bearer ${tokens.fresh()}`;
  if (request.auth === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
  let payload: string | Buffer | undefined;
  const body = request.body;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    if (body.contentType) headers['content-type'] = body.contentType;
    payload = body.text;
  } else if (body.kind === 'multipart') {
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    payload = multipartPayload(body.parts);
  }
  const url = request.query ? `${request.path}?${request.query}` : request.path;
  return { method: request.method, url, headers, ...(payload === undefined ? {} : { payload }) };
}

/** Texts that must never reach a client: stack frames, SQL, the database's and the ORM's names. */
const LEAKS =
  /( {4}at |select |insert |update .* set |violates|syntax error|PGlite|drizzle|postgres|ZodError|\bstack\b)/i;
/** zod's own wording, which names no field. */
const ZOD_DEFAULTS =
  /^(Invalid input|Too (big|small):|Invalid (string|email address|option|UUID|key|element|union|date)\b|Unrecognized key)/;

/** The declared operation a request reaches, with the statuses its OpenAPI description lists. */
function documentedOperation(method: string, encodedPath: string) {
  const path = encodedPath.replace(/\/+$/, '');
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    if (route.method !== method) continue;
    // A trailing slash is optional (ignoreTrailingSlash), as the SPEC spells some paths with one.
    const pattern = new RegExp(
      `^${openApiPath(route.path)
        .replace(/\/$/, '')
        .replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`,
    );
    if (!pattern.test(path)) continue;
    const operation = DOCUMENT.paths?.[openApiPath(route.path)]?.[method.toLowerCase() as 'get'];
    const answer = ENDPOINTS[name].answer;
    return {
      name,
      statuses: Object.keys(operation?.responses ?? {}).map(Number),
      /** Why a 200 body is not the documented answer, if it is not. */
      answerProblem: (body: unknown) => {
        if (typeof answer === 'string') return undefined;
        const result = z.safeParse(answer, body);
        return result.error ? z.prettifyError(result.error).slice(0, 500) : undefined;
      },
    };
  }
  return undefined;
}

const DOCUMENT = openApiDocument('test');

/** Throws when an answer breaks DESIGN 4: a 5xx, a leak, or neither the failure shape nor the success envelope. */
export function checkAnswer(
  request: FuzzRequest,
  response: LightMyRequestResponse,
  { binaryOk = false } = {},
) {
  const where = () =>
    `${request.method} ${request.path}${request.query ? `?${request.query.slice(0, 200)}` : ''}`;
  const fail = (problem: string) => {
    throw new Error(`${where()} answered ${response.statusCode}: ${problem}\n${response.body.slice(0, 500)}`);
  };
  if (response.statusCode >= 500) fail('a server error');
  if (request.method === 'HEAD') return;
  if (binaryOk && response.statusCode === 200) return;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) fail('not JSON');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(response.body);
  } catch {
    return fail('a body that is not JSON');
  }
  if (LEAKS.test(response.body)) fail('a stack trace or SQL text');
  const operation = documentedOperation(request.method, request.path);
  // Open finding: a path of thousands of characters is answered 403 "Forbidden" before any route runs (not by
  // the API's routes); such requests are held to the failure shape below, not to the document's statuses.
  const routed = request.path.length <= 2_000;
  if (operation && routed && !operation.statuses.includes(response.statusCode)) {
    fail(
      `a status the OpenAPI document does not list for ${operation.name} (${operation.statuses.join(', ')})`,
    );
  }
  if (response.statusCode === 200) {
    if (body.statusCode !== 200 || body.message !== 'Success' || !('data' in body))
      fail('not the success envelope');
    const problem = operation?.answerProblem(body);
    if (problem) fail(`not the documented answer: ${problem}`);
    return;
  }
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'error,message,statusCode') fail(`not the failure shape (keys ${keys})`);
  if (body.statusCode !== response.statusCode) fail('a statusCode that differs from the status');
  if (typeof body.message !== 'string' || body.message.trim() === '') fail('no message');
  if (typeof body.error !== 'string') fail('no error name');
  if (ZOD_DEFAULTS.test(body.message as string)) fail("zod's default message, which names no field");
}
