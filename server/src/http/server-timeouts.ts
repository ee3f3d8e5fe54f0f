/**
 * How long the HTTP server waits on a client (ASVS: slow clients must not hold connections forever).
 *
 * - headers: a request whose headers are not complete 30 s after its first byte is answered 408 and closed
 *   (slowloris). Node checks the open connections every 2 s, so the limit holds within 30-32 s (Node's own
 *   check runs every 30 s, which would let a connection live up to a minute).
 * - body: no total limit a legitimate upload on a slow line could hit. The whole request may take an hour: a
 *   50 MiB form gets through at 15 KB/s (120 kbit/s), the largest form the routes accept (a tenant edit with 4
 *   files and 10 sub-tenant passports of 10 MiB, 140 MiB) at 40 KB/s. What cuts a stalled upload is the idle
 *   limit: 60 s without a byte in either direction.
 * - keep-alive: an idle connection between two requests is closed after 72 s, longer than the 60 s idle limit
 *   of common load balancers, so the balancer never reuses a connection the server is closing.
 */
export const SERVER_TIMEOUTS = {
  headersMs: 30_000,
  connectionsCheckingIntervalMs: 2_000,
  requestMs: 60 * 60_000,
  idleSocketMs: 60_000,
  keepAliveMs: 72_000,
} as const;

/** The Fastify (and Node http.Server) options for the figures above. */
export function serverTimeoutOptions(timeouts = SERVER_TIMEOUTS) {
  return {
    // Node's server.setTimeout: the socket's idle limit while a request is under way.
    connectionTimeout: timeouts.idleSocketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.connectionsCheckingIntervalMs,
    },
  };
}
