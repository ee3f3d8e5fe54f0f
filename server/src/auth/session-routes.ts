import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { currentStaffUser } from './require-auth';

/** GET /api/session: who is signed in (authenticated). */
export function sessionRoutes(): FastifyPluginAsync {
  return async (app) => {
    app.get('/session', async (request) => ok({ email: currentStaffUser(request).email }));
  };
}
