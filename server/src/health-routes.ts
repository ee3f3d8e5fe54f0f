import type { FastifyPluginAsync } from 'fastify';
import type { Database } from './db/database';
import type { FileStorage } from './files/file-storage';
import { declaredRoute } from './http/declared-routes';
import { ok } from './http/envelope';
import { sendFailure } from './http/errors';

export const NOT_READY = {
  database: 'The database cannot be reached.',
  storage: 'The file storage cannot be reached.',
};

/** A readiness check that takes longer than this counts as failed (a load balancer's probe must not hang). */
export const READY_CHECK_TIMEOUT_MS = 5_000;

function within<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * For load balancers and orchestrators, without a token (registered beside the signed-in /api scope):
 * GET /api/health answers while the process runs; GET /api/ready only while the database and the file storage
 * answer, else 503 naming what cannot be reached. While the server shuts down, both answer 503 (Fastify's
 * return503OnClosing), so a balancer stops sending it requests.
 */
export function healthRoutes(
  database: Pick<Database, 'executeSql'>,
  storage: Pick<FileStorage, 'check'>,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    declaredRoute(app, 'health', async () => ok({ status: 'up' }));
    declaredRoute(app, 'ready', async (request, reply) => {
      const [databaseCheck, storageCheck] = await Promise.allSettled([
        within(database.executeSql('select 1'), timeoutMs),
        within(storage.check(), timeoutMs),
      ]);
      const failures = (
        [
          ['database', databaseCheck],
          ['storage', storageCheck],
        ] as const
      ).filter(([, check]) => check.status === 'rejected');
      if (failures.length === 0) return ok({ database: 'up', storage: 'up' });
      for (const [part, check] of failures) {
        request.log.warn({ err: (check as PromiseRejectedResult).reason }, `not ready: ${part}`);
      }
      return sendFailure(reply, 503, failures.map(([part]) => NOT_READY[part]).join(' '));
    });
  };
}
