import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { pino } from 'pino';
import { type LogStream, loggerOptions } from './logging';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming X-Request-Id may hold to be kept (a proxy's id); anything else is replaced by a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One line per request, when its answer is sent: method, URL, status, time. Fastify's other per-request lines
 * (incoming request, errors of its default handler) are off: errors are logged by http/errors.ts.
 */
class RequestLines extends LogController {
  // The line holds only what the req and res serializers pick (no header, no body): redaction has nothing to do
  // there and would cost more than the rest of the line.
  constructor(private readonly lines: pino.Logger) {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply) {
    this.lines.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/**
 * Fastify's logging options: the server's logger (http/logging.ts), or none (`enabled` false: tests without a
 * stream), and each request's id: the caller's X-Request-Id when it is plain, else a new UUID.
 */
export function requestLogOptions(
  enabled: boolean,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'requestIdHeader' | 'genReqId' | 'logController'> & {
  loggerInstance?: FastifyBaseLogger;
} {
  const ids = { requestIdHeader: false as const, genReqId: requestId };
  if (!enabled) return { ...ids, logger: false as const };
  const { stream: _stream, ...options } = loggerOptions(stream);
  const logger = stream ? pino(options, stream) : pino(options);
  return {
    ...ids,
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestLines(logger.child({}, { redact: { paths: [] } })),
  };
}

/** Echoes the request id in X-Request-Id. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
