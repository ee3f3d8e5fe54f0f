import Cookies from 'js-cookie';
import { AUTH_COOKIE, currentToken, roleCan, sessionStore } from './session';

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

describe('the signed-in person and what their role may do (issue 27)', () => {
  const admin = { name: 'Ada Admin', email: 'ada@agency.test', role: 'admin', mustEnrol: false } as const;

  afterEach(() => sessionStore.getState().signOut());

  it('keeps the person of GET /session in memory only, without the fields it does not need', () => {
    sessionStore.getState().signIn('token-1');
    sessionStore.getState().setPerson({ ...admin, _id: 'u1' } as typeof admin);
    expect(sessionStore.getState().person).toEqual(admin);
    expect(document.cookie).not.toContain('ada');
    expect(JSON.stringify(localStorage)).not.toContain('ada');
  });

  it('forgets the person on sign-out, on another sign-in, and when the cookie names another token', () => {
    sessionStore.getState().signIn('token-1');
    sessionStore.getState().setPerson(admin);
    sessionStore.getState().signIn('token-1');
    expect(sessionStore.getState().person).toEqual(admin);

    sessionStore.getState().signIn('token-2');
    expect(sessionStore.getState().person).toBeNull();

    sessionStore.getState().setPerson(admin);
    Cookies.set(AUTH_COOKIE, 'token-from-another-tab');
    expect(currentToken()).toBe('token-from-another-tab');
    expect(sessionStore.getState().person).toBeNull();

    sessionStore.getState().setPerson(admin);
    sessionStore.getState().signOut();
    expect(sessionStore.getState()).toMatchObject({ token: null, person: null });
  });

  it('forgetPerson leaves the token and asks for the person again', () => {
    sessionStore.getState().signIn('token-1');
    sessionStore.getState().setPerson(admin);
    sessionStore.getState().forgetPerson();
    expect(sessionStore.getState()).toMatchObject({ token: 'token-1', person: null });
  });

  it('answers what each role may do from the API contract’s ACCESS, and nothing for an unknown person', () => {
    const matrix = Object.fromEntries(
      (['admin', 'agent', 'viewer', null] as const).map((role) => [
        String(role),
        (['read', 'write', 'staff', 'account'] as const).filter((access) => roleCan(role, access)),
      ]),
    );
    expect(matrix).toEqual({
      admin: ['read', 'write', 'staff', 'account'],
      agent: ['read', 'write', 'account'],
      viewer: ['read', 'account'],
      null: [],
    });
  });
});
