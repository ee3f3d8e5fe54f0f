// Every call of the client is made from its operation's declaration (@pm/api-contract): the method, the path and
// whether the bearer token goes with it come from routes.ts, and the path parameters, query, body and answer are
// typed from endpoints.ts (types only: no zod reaches a bundle).
import { request } from '@pm/api-client/http';
import type { AnswerOf, FormOf, JsonOf, ParamsOf, QueryOf } from '@pm/api-contract/endpoints';
import { type NameOf, PAGING, type RouteFacts, type RouteName, routePath } from '@pm/api-contract/routes';

export interface CallOptions<Name extends RouteName> {
  params?: ParamsOf<Name>;
  query?: QueryOf<Name>;
  json?: JsonOf<Name>;
  body?: FormOf<Name>;
  /** More request headers (an edit's If-Match). */
  headers?: Record<string, string>;
  /** Cancels the call: it then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
}

/** The options argument: required when the operation has path parameters. */
type OptionsArgument<Name extends RouteName> = [ParamsOf<Name>] extends [never]
  ? [options?: CallOptions<Name>]
  : [options: CallOptions<Name> & { params: ParamsOf<Name> }];

/** What a call carries, as `send` reads it; `call` and `listPage` type each operation's own. */
interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function send(route: RouteFacts, { params, query = {}, json, body, headers, signal }: RequestParts) {
  // An absent query value is left out.
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number>;
  return request(route.method, routePath(route, params), {
    authenticated: !route.public,
    searchParams,
    json,
    body,
    headers,
    signal,
  });
}

/** Calls the operation `route` (imported from @pm/api-contract/routes); answers its declared 200 body. */
export function call<Route extends RouteFacts>(
  route: Route,
  ...[options]: OptionsArgument<NameOf<Route>>
): Promise<AnswerOf<NameOf<Route>>> {
  return send(route, (options ?? {}) as RequestParts) as Promise<AnswerOf<NameOf<Route>>>;
}

/** One page of a list operation: PAGING's defaults (SPEC 9) unless asked; `query` goes before the paging. */
export function listPage<Route extends RouteFacts>(
  route: Route,
  page: number = PAGING.page,
  limit: number = PAGING.limit,
  { params, query }: Pick<CallOptions<NameOf<Route>>, 'params' | 'query'> = {},
): Promise<AnswerOf<NameOf<Route>>> {
  const parts = { params, query: { ...query, page, limit } } as RequestParts;
  return send(route, parts) as Promise<AnswerOf<NameOf<Route>>>;
}
