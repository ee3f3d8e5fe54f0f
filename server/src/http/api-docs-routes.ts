// The API's description, public like the health probes: the OpenAPI document generated from the declarations
// (@pm/api-contract) at GET /api/openapi.json, and a Swagger UI reference page at /api/docs whose scripts and
// styles are files of this server (the page's Content-Security-Policy allows nothing inline).

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiDocument } from '@pm/api-contract/openapi';
import { API_DOCS_PATH, API_PREFIX, OPENAPI_PATH } from '@pm/api-contract/routes';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const document = openApiDocument(packageJson.version);
  const json = JSON.stringify(document);
  app.get(`${API_PREFIX}${OPENAPI_PATH}`, (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json),
  );
  // The UI reads the document through @fastify/swagger, in its static mode (the document is ours, not generated from routes).
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}${API_DOCS_PATH}`,
    staticCSP: true,
    uiConfig: { deepLinking: true },
  });
}
