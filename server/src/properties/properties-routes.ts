import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { okList } from '../http/envelope';
import { notFound } from '../http/errors';
import { parsePaging } from '../http/validation';
import { createOwnersRepository } from '../owners/owners-repository';
import { OWNER_MESSAGES, readOwnerId } from '../owners/owners-routes';
import { createPropertiesRepository } from './properties-repository';

/** Properties of SPEC 7; for now only GET /property/owner (an owner's properties). */
export function propertiesRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createPropertiesRepository(context.db);
  const ownersRepository = createOwnersRepository(context.db);

  return async (app) => {
    app.get('/property/owner', async (request) => {
      const ownerId = readOwnerId(request.query);
      const paging = parsePaging(request.query);
      const owner = await ownersRepository.findById(ownerId);
      if (!owner) throw notFound(OWNER_MESSAGES.notFound);
      const { properties, total } = await repository.listByOwner(owner, paging);
      return okList(properties, { ...paging, total });
    });
  };
}
