import Cookies from 'js-cookie';
import { AUTH_COOKIE, currentToken, sessionStore } from './session';

describe('session store and the auth-token cookie', () => {
  afterEach(() => {
    Cookies.remove(AUTH_COOKIE, { path: '/' });
    sessionStore.setState({ token: null });
  });

  it('signIn stores the token in the auth-token cookie and in the store', () => {
    sessionStore.getState().signIn('token-123');
    expect(Cookies.get(AUTH_COOKIE)).toBe('token-123');
    expect(document.cookie).toContain('auth-token=token-123');
    expect(sessionStore.getState().token).toBe('token-123');
  });

  it('signOut removes the cookie and clears the store', () => {
    sessionStore.getState().signIn('token-123');
    sessionStore.getState().signOut();
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('currentToken follows the cookie even when it changed outside the store', () => {
    Cookies.set(AUTH_COOKIE, 'from-another-tab');
    expect(currentToken()).toBe('from-another-tab');
    expect(sessionStore.getState().token).toBe('from-another-tab');
    Cookies.remove(AUTH_COOKIE);
    expect(currentToken()).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('refresh re-reads the cookie', () => {
    Cookies.set(AUTH_COOKIE, 'later');
    sessionStore.getState().refresh();
    expect(sessionStore.getState().token).toBe('later');
  });
});
