// Every API route is registered from its declaration (@pm/api-contract): its method and path from ROUTES, and the
// validation of its path parameters and query string from ENDPOINTS, so a handler receives them checked and typed.
// A body is read by the handler with the declared schema (parseBody): JSON after its depth check, multipart once
// its parts are read and its files checked.
import { ENDPOINTS, type EndpointSchemas, type Endpoints } from '@pm/api-contract/endpoints';
import { ROUTES, type RouteName } from '@pm/api-contract/routes';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  RouteGenericInterface,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Parsed<Schema> = Schema extends z.core.$ZodType ? z.output<Schema> : Record<string, never>;

/** The request of a declared route: its params and query as the declaration's schemas give them. */
export type DeclaredRequest<Name extends RouteName> = FastifyRequest<{
  Params: Parsed<Endpoints[Name] extends { params: infer P } ? P : undefined>;
  Querystring: Parsed<Endpoints[Name] extends { query: infer Q } ? Q : undefined>;
}>;

export type DeclaredHandler<Name extends RouteName> = (
  request: DeclaredRequest<Name>,
  reply: FastifyReply,
) => unknown;

/** Registers the route of ROUTES[name] on `app` (the `/api` scope), validated by ENDPOINTS[name]. */
export function declaredRoute<Name extends RouteName>(
  app: FastifyInstance,
  name: Name,
  handler: DeclaredHandler<Name>,
): void {
  const { method, path } = ROUTES[name];
  const endpoint: EndpointSchemas = ENDPOINTS[name];
  app.route<RouteGenericInterface, FastifyContextConfig, FastifySchema>({
    method,
    url: path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
    },
    config: { routeName: name },
    validatorCompiler: validatorCompiler as FastifySchemaCompiler<FastifySchema>,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
