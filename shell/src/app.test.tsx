import { configureApiBaseUrl } from '@pm/api-client';
import { jsonResponse, stubFetch } from '@pm/api-client/testing';
import { sessionStore } from '@pm/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRuntime } from './testing/fake-runtime';
import { visitApp as visit } from './testing/visit-app';

vi.mock(
  '@module-federation/enhanced/runtime',
  async () => (await import('./testing/fake-runtime')).fakeRuntime,
);

const { registerRuntimeRemotes } = await import('./remotes/remote-registry');

/** Signs out through the user menu of the page at /owners, and expects the goodbye, /login and no cookie. */
async function logOutThroughTheMenu() {
  const router = visit('/owners');
  await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  expect(await screen.findByText('Logged out successfully')).toBeTruthy();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(document.cookie).not.toContain('auth-token');
}

describe('route table and auth guard', () => {
  beforeAll(() => configureApiBaseUrl('http://localhost/api'));
  beforeAll(() =>
    registerRuntimeRemotes({
      mf_auth: '/a',
      mf_dashboard: '/d',
      mf_owners: '/o',
      mf_properties: '/p',
      mf_tenants: '/t',
      mf_contracts: '/c',
    }),
  );
  afterEach(() => {
    sessionStore.getState().signOut();
    vi.unstubAllGlobals();
  });

  it('sends a visitor without the auth-token cookie from a protected route to /login', async () => {
    const router = visit('/owners');
    expect(await screen.findByText('mf_auth/routes sign-in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in visitor from a public route to /', async () => {
    sessionStore.getState().signIn('token');
    expect(document.cookie).toContain('auth-token=token');
    const router = visit('/forgot-password');
    expect(await screen.findByText('mf_dashboard/routes dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders a protected page of its remote inside the layout with its heading', async () => {
    sessionStore.getState().signIn('token');
    visit('/owner/42');
    expect(await screen.findByText('mf_owners/routes owner-details')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Owner Details' })).toBeTruthy();
    expect(screen.getByText('Copyright 2024-2025')).toBeTruthy();
  });

  it('shows Finance and Settings with their heading only', () => {
    sessionStore.getState().signIn('token');
    visit('/finance');
    expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeTruthy();
    expect(fakeRuntime.loadRemote).not.toHaveBeenCalledWith('mf_finance/routes');
  });

  it('shows Not Found with a link home for any other path', () => {
    visit('/nowhere/at/all');
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('logs out: revokes the token on the server, removes the cookie, says so and goes to /login', async () => {
    const calls = stubFetch(() => jsonResponse(200, { statusCode: 200, message: 'Success', data: null }));
    sessionStore.getState().signIn('token-to-revoke');
    await logOutThroughTheMenu();
    const logout = calls.find((call) => call.url.endsWith('/api/session/logout'));
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('authorization')).toBe('Bearer token-to-revoke');
  });

  it('logs out locally all the same when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    sessionStore.getState().signIn('token-offline');
    await logOutThroughTheMenu();
    warn.mockRestore();
  });
});
