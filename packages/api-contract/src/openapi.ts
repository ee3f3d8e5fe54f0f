// The OpenAPI 3.1 document of the API, generated from routes.ts and endpoints.ts: served by the server at
// /api/openapi.json and written to a file by its build.
import { RECORD_MESSAGES } from '@pm/schemas/record-fields';
import { SPREADSHEET_MEDIA_TYPES } from '@pm/schemas/spreadsheet';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { ENDPOINTS, type EndpointSchemas, failureAnswer } from './endpoints';
import { API_PREFIX, ROUTES, type RouteFacts, type RouteName } from './routes';

type JsonSchema = OpenAPIV3_1.SchemaObject;

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema & { $schema?: string };
  return rest;
}

/** `/tenant/property/:propertyId` -> `/api/tenant/property/{propertyId}` */
export const openApiPath = (path: string) => `${API_PREFIX}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

function parametersOf(
  schema: z.core.$ZodType | undefined,
  where: 'path' | 'query',
): OpenAPIV3_1.ParameterObject[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  })) as OpenAPIV3_1.ParameterObject[];
}

function fileSchema({
  maxMegabytes,
  types,
  maxCount,
}: EndpointSchemas['multipart'] extends infer M
  ? M extends { files: Record<string, infer F> }
    ? F
    : never
  : never): JsonSchema {
  const file: JsonSchema = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `${types.join(', ')}; at most ${maxMegabytes} MB`,
  };
  return maxCount ? { type: 'array', items: file, maxItems: maxCount } : file;
}

function requestBodyOf(endpoint: EndpointSchemas): OpenAPIV3_1.RequestBodyObject | undefined {
  if (endpoint.json) {
    const schema = endpoint.editJson
      ? { oneOf: [jsonSchema(endpoint.json, 'input'), jsonSchema(endpoint.editJson, 'input')] }
      : jsonSchema(endpoint.json, 'input');
    return {
      required: true,
      ...(endpoint.editJson ? { description: 'The first form adds; with `?id=`, the second edits.' } : {}),
      content: { 'application/json': { schema } },
    };
  }
  if (!endpoint.multipart) return undefined;
  const fields = jsonSchema(endpoint.multipart.fields, 'input');
  const files = Object.fromEntries(
    Object.entries(endpoint.multipart.files).map(([name, rule]) => [name, fileSchema(rule)]),
  );
  return {
    required: true,
    description:
      'A form: text fields by their SPEC names (nested ones with brackets, `subTenants[0][firstName]`), and files.',
    content: {
      'multipart/form-data': {
        schema: { ...fields, type: 'object', properties: { ...fields.properties, ...files } },
      },
    },
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'The input is not valid: `message` names the field and what to do',
  401: 'No valid bearer token',
  403: 'The signed URL is missing, wrong or expired',
  404: 'The record is not found',
  409: 'The email is taken',
  412: RECORD_MESSAGES.changedSinceOpened,
  413: 'The body, a file or a field is too large, or there are too many',
  414: 'The address is too long',
  415: 'The body is not of the accepted type',
  429: 'Too many attempts: wait for `Retry-After` seconds',
  503: 'A part the server needs cannot be reached, or too many files are being received at once: try again later (after `Retry-After` seconds when sent)',
};

/** The 200 answer of an operation: JSON, a stored file, or a spreadsheet sent as an attachment. */
function successOf(endpoint: EndpointSchemas): OpenAPIV3_1.ResponseObject {
  if (endpoint.answer === 'file') {
    return {
      description: 'The file',
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    };
  }
  if (endpoint.answer === 'spreadsheet') {
    return {
      description:
        'The file, streamed: a header row, then one row per record. A CSV starts with a UTF-8 byte order mark.',
      headers: {
        'Content-Disposition': {
          description: 'attachment, with the file name: the list and the day (`owners-2026-11-27.csv`)',
          schema: { type: 'string' },
        },
      },
      content: Object.fromEntries(
        Object.values(SPREADSHEET_MEDIA_TYPES).map((type) => [
          type,
          { schema: { type: 'string', contentMediaType: type } },
        ]),
      ),
    };
  }
  return {
    description: 'Success',
    content: { 'application/json': { schema: jsonSchema(endpoint.answer, 'output') } },
  };
}

function operationOf(
  name: RouteName,
  route: RouteFacts,
  endpoint: EndpointSchemas,
): OpenAPIV3_1.OperationObject {
  const parameters = [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')];
  if (endpoint.versioned === 'edit') {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The ETag of the version the edit was made from (or `__v` in the body); 412 when the record has changed since.',
      schema: { type: 'string' },
    });
  }
  const success = successOf(endpoint);
  if (endpoint.versioned) {
    success.headers = {
      ETag: {
        description: 'The version of the record: send it as If-Match to edit it',
        schema: { type: 'string' },
      },
    };
  }
  const hasBody = endpoint.json !== undefined || endpoint.multipart !== undefined;
  const failures = new Set([
    400,
    ...(route.public ? [] : [401]),
    // A body sent to a POST or DELETE may be too large, or of a type the operation does not read.
    ...(hasBody || route.method !== 'GET' ? [413, 415] : []),
    // A path parameter over the router's length limit.
    ...(endpoint.params ? [414] : []),
    // A form's files while the server receives too many files at once (or the file storage cannot be reached).
    ...(endpoint.multipart ? [503] : []),
    ...endpoint.failures,
  ]);
  const responses: OpenAPIV3_1.ResponsesObject = { 200: success };
  for (const status of [...failures].sort((a, b) => a - b)) {
    responses[status] = {
      description: STATUS_TEXT[status] ?? 'Failure',
      content: { 'application/json': { schema: FAILURE_REF } },
    };
  }
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: route.public ? [] : [{ bearer: [] }],
    parameters,
    ...(requestBodyOf(endpoint) ? { requestBody: requestBodyOf(endpoint) } : {}),
    ...(endpoint.cookie ? { description: `Cookie: ${endpoint.cookie}.` } : {}),
    responses,
  };
}

/** The whole document: one operation per route of ROUTES. */
export function openApiDocument(version: string): OpenAPIV3_1.Document {
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const route: RouteFacts = ROUTES[name];
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, route, ENDPOINTS[name]) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Property management back office API',
      version,
      description:
        'Every success is HTTP 200 with `{ statusCode, message, data }` (lists add `page`, `limit`, `total`); every failure is `{ statusCode, message, error }`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Failure: jsonSchema(failureAnswer, 'output') },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access_token of POST /api/auth/login',
        },
      },
    },
  };
}
