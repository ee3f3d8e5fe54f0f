import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming X-Request-Id may hold to be kept (a proxy's id); anything else is replaced by a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify options: each request's id is the caller's X-Request-Id when it is plain, else a new UUID. */
export function requestIdOptions(): Pick<
  FastifyServerOptions,
  'genReqId' | 'requestIdHeader' | 'disableRequestLogging'
> {
  return {
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // One line per request, written by registerRequestLog when the answer is sent.
    disableRequestLogging: true,
  };
}

/** Echoes the request id in X-Request-Id and writes one log line per request: method, URL, status, time. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // The line holds only what the req and res serializers pick (no header, no body): redaction has nothing to do
  // there and would cost more than the rest of the line.
  const requestLines = app.log.child({}, { redact: { paths: [] } });
  app.addHook('onResponse', async (request, reply) => {
    requestLines.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
}
