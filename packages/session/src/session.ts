import Cookies from 'js-cookie';
import { createStore, useStore } from 'zustand';

/** The cookie that decides the signed-in state (SPEC 4). This module is the only code that touches it. */
export const AUTH_COOKIE = 'auth-token';

export interface SessionState {
  token: string | null;
  signIn: (token: string) => void;
  signOut: () => void;
  /** Re-reads the cookie, which another tab or an expiry may have changed. */
  refresh: () => void;
}

function readCookie(): string | null {
  return Cookies.get(AUTH_COOKIE) ?? null;
}

export const sessionStore = createStore<SessionState>()((set) => ({
  token: readCookie(),
  signIn: (token) => {
    Cookies.set(AUTH_COOKIE, token, {
      path: '/',
      sameSite: 'strict',
      secure: globalThis.location?.protocol === 'https:',
    });
    set({ token });
  },
  signOut: () => {
    Cookies.remove(AUTH_COOKIE, { path: '/' });
    set({ token: null });
  },
  refresh: () => set({ token: readCookie() }),
}));

/** The token to send, read from the cookie at call time so a removed cookie is never sent. */
export function currentToken(): string | null {
  const token = readCookie();
  if (token !== sessionStore.getState().token) sessionStore.setState({ token });
  return token;
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export function useIsSignedIn(): boolean {
  return useSession((state) => state.token !== null);
}
