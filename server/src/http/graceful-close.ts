import type { FastifyInstance } from 'fastify';

/**
 * While the server closes (SIGTERM, main.ts), every answer says `Connection: close`, so a keep-alive connection
 * ends with the request it carried instead of lingering idle until its keep-alive limit and holding the exit.
 * Fastify itself stops listening, answers 503 to requests that arrive meanwhile and closes connections idle
 * at that moment.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
