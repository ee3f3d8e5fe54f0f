import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { declaredRoute } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { seesPersonalData } from '../http/personal-data';
import { searchAnswer } from './search-answer';
import { createSearchRepository } from './search-repository';
import { searchTerms } from './search-terms';

/** GET /search?q=&limit= (issue 14): owners, properties, tenants, sub-tenants and contracts matching `q`. */
export function searchRoutes(context: AppContext): FastifyPluginAsync {
  const repository = createSearchRepository(context);
  return async (app) => {
    declaredRoute(app, 'search', async (request) => {
      const { limit } = request.query;
      const terms = searchTerms(request.query.q ?? '');
      if (!terms.text) return ok(searchAnswer(terms.text, undefined, []));
      const { query, rows } = await repository.search(terms, limit);
      return ok(searchAnswer(terms.text, query, rows, seesPersonalData(request.staffUser)));
    });
  };
}
