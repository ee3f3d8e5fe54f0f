// The API's description (issue 23): the OpenAPI document generated from @pm/api-contract is valid OpenAPI 3.1,
// lists exactly the operations the server registers, is served without a token and with no secret in it, and
// the reference page at /api/docs runs under a Content-Security-Policy with no inline script.
import { ROUTES } from '@pm/api-contract/routes';
import { validate } from '@readme/openapi-parser';
import { expect, it } from 'vitest';
import { registeredApiRoutes } from './fuzz/routes';
import { describeEachDatabase, TEST_JWT_SECRET } from './harness';

describeEachDatabase(
  'the OpenAPI document',
  (getContext) => {
    it('is valid OpenAPI 3.1 and is served without a token', async () => {
      const response = await getContext().app.inject('/api/openapi.json');
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toBe('3.1.0');
      const result = await validate(structuredClone(document));
      expect(result.valid ? [] : result.errors).toEqual([]);
      expect(response.body).not.toContain(TEST_JWT_SECRET);
    });

    it('lists every route the server registers under /api, and no other', async () => {
      const { app } = getContext();
      const registered = registeredApiRoutes(app.printRoutes({ commonPrefix: false }))
        // Fastify registers `/owner` for `/owner/` too (ignoreTrailingSlash); a path parameter prints as `:name`.
        .map((route) => route.replace(/\/$/, '').replace(/:([A-Za-z]+)/g, '{$1}'));
      const document = (await app.inject('/api/openapi.json')).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      // Paths are documented as the SPEC spells them (`POST /owner/`, `GET /owner`).
      const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\/$/, '')}`),
      );
      expect([...new Set(registered)].sort()).toEqual(documented.sort());
      // One operation per declared route: no two declarations share a method and path.
      expect(documented.length).toBe(Object.keys(ROUTES).length);
    });

    it('describes multipart bodies with their files, the bearer scheme and the If-Match precondition', async () => {
      const document = (await getContext().app.inject('/api/openapi.json')).json();
      const ownerCreate = document.paths['/api/owner/register'].post;
      const form = ownerCreate.requestBody.content['multipart/form-data'].schema;
      expect(form.properties.profileImage).toMatchObject({ contentMediaType: 'application/octet-stream' });
      expect(form.required).toContain('email');
      expect(ownerCreate.security).toEqual([{ bearer: [] }]);
      expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      const ownerUpdate = document.paths['/api/owner/'].post;
      expect(ownerUpdate.parameters.map((parameter: { name: string }) => parameter.name)).toContain(
        'If-Match',
      );
      expect(Object.keys(ownerUpdate.responses)).toContain('412');
      expect(document.paths['/api/owner'].get.responses['200'].headers.ETag).toBeDefined();
      expect(document.paths['/api/auth/login'].post.security).toEqual([]);
    });

    it('has a reference page whose scripts are files of this server', async () => {
      const { app } = getContext();
      const page = await app.inject('/api/docs/');
      expect(page.statusCode).toBe(200);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self'/);
      expect(policy).not.toContain('unsafe-inline');
      expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
      expect((await app.inject('/api/docs/static/swagger-initializer.js')).statusCode).toBe(200);
    });
  },
  { databases: ['pglite'] },
);
