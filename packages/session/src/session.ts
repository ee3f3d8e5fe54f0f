import { ACCESS, type Access, AUTH_COOKIE, type StaffRole } from '@pm/api-contract/routes';
import Cookies from 'js-cookie';
import { createStore, useStore } from 'zustand';

/** The cookie that decides the signed-in state (SPEC 4). This module is the only browser code that touches it. */
export { AUTH_COOKIE };

/** Who is signed in, as GET /session answers for the token (issue 27). Kept in memory only, never stored. */
export interface SignedInPerson {
  name: string;
  email: string;
  role: StaffRole;
  /** The token only serves to turn on a second step (MFA_REQUIRED): the account page is all it may open. */
  mustEnrol: boolean;
}

export interface SessionState {
  token: string | null;
  /** The person of `token`, once the shell has asked the server (after sign-in or a page load); null until then. */
  person: SignedInPerson | null;
  signIn: (token: string) => void;
  /** Set by the shell with the answer of GET /session for the current token. */
  setPerson: (person: SignedInPerson) => void;
  /** Forgets the person (the shell asks the server again): after a change of role or of the second step. */
  forgetPerson: () => void;
  signOut: () => void;
  /** Re-reads the cookie, which another tab or an expiry may have changed. */
  refresh: () => void;
}

function readCookie(): string | null {
  return Cookies.get(AUTH_COOKIE) ?? null;
}

/** The state for `token`: a new token is another sign-in, whose person is not known yet. */
function withToken(state: SessionState, token: string | null): Pick<SessionState, 'token' | 'person'> {
  return { token, person: token !== null && token === state.token ? state.person : null };
}

export const sessionStore = createStore<SessionState>()((set, get) => ({
  token: readCookie(),
  person: null,
  signIn: (token) => {
    Cookies.set(AUTH_COOKIE, token, {
      path: '/',
      sameSite: 'strict',
      secure: globalThis.location?.protocol === 'https:',
    });
    set(withToken(get(), token));
  },
  setPerson: (person) => {
    const { name, email, role, mustEnrol } = person;
    set({ person: { name, email, role, mustEnrol } });
  },
  forgetPerson: () => set({ person: null }),
  signOut: () => {
    Cookies.remove(AUTH_COOKIE, { path: '/' });
    set({ token: null, person: null });
  },
  refresh: () => set(withToken(get(), readCookie())),
}));

/** The token to send, read from the cookie at call time so a removed cookie is never sent. */
export function currentToken(): string | null {
  const token = readCookie();
  if (token !== sessionStore.getState().token)
    sessionStore.setState(withToken(sessionStore.getState(), token));
  return token;
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function useIsSignedIn(): boolean {
  return useSession((state) => state.token !== null);
}

/** The signed-in person, or null while signed out or not known yet. */
export function usePerson(): SignedInPerson | null {
  return useSession((state) => state.person);
}

/** The signed-in person's role, or null while signed out or not known yet. */
export function useStaffRole(): StaffRole | null {
  return useSession((state) => state.person?.role ?? null);
}

/** Whether `role` may use the routes of `access` (ACCESS of the API contract: the server's own rule). */
export function roleCan(role: StaffRole | null | undefined, access: Access): boolean {
  return role != null && (ACCESS[access].roles as readonly StaffRole[]).includes(role);
}

/**
 * Whether the signed-in person may do what `access` covers: `useCan('write')` for adding, editing and deleting
 * records, `useCan('staff')` for staff accounts. False while the person is not known: the shell draws a page only
 * once it knows who is signed in. The UI hides what a role cannot do; the server is the rule.
 */
export function useCan(access: Access): boolean {
  return roleCan(useStaffRole(), access);
}
