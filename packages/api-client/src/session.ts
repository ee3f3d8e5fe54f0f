import { request } from '@pm/api-client/http';
import type { Envelope } from './envelope';

/** /session: the signed-in staff user's own session (bearer token, like every non-auth call). */
export const sessionApi = {
  /** Revokes the current token on the server, for every API process, until it would have expired. */
  logout: () => request<Envelope<null>>('post', 'session/logout'),
};
