import { call } from '@pm/api-client/http';
import * as routes from '@pm/api-contract/routes';

/** /session: the signed-in staff user's own session (bearer token, like every non-auth call). */
export const sessionApi = {
  /** Who the token signs in: email, _id, name, role, and mustEnrol (the token only serves to enrol). */
  me: () => call(routes.session),
  /** Revokes the current token on the server, for every API process, until it would have expired. */
  logout: () => call(routes.logout),
};
