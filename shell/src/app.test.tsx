import { configureApiBaseUrl, ownersApi } from '@pm/api-client';
import { jsonResponse, stubFetch } from '@pm/api-client/testing';
import type { StaffRole } from '@pm/apps/screens';
import { sessionStore } from '@pm/session';
import { deferred } from '@pm/ui/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRouteTable, type RouteTable } from './routes/route-table';
import { fakeRuntime } from './testing/fake-runtime';
import { signInAs } from './testing/sign-in-as';
import { visitApp as visit } from './testing/visit-app';
import { workspaceScreens } from './testing/workspace-screens';

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
    signInAs();
    expect(document.cookie).toContain('auth-token=token');
    const router = visit('/forgot-password');
    expect(await screen.findByText('mf_dashboard/routes dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders a protected page of its remote inside the layout with its heading', async () => {
    signInAs();
    visit('/owner/42');
    expect(await screen.findByText('mf_owners/routes owner-details')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Owner Details' })).toBeTruthy();
    expect(screen.getByText('Copyright 2024-2025')).toBeTruthy();
  });

  it('shows Finance and Settings with their heading only', () => {
    signInAs();
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
    signInAs('admin', { token: 'token-to-revoke' });
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
    signInAs('admin', { token: 'token-offline' });
    await logOutThroughTheMenu();
    warn.mockRestore();
  });
});

describe('the signed-in person, roles and enrolment (issue 27)', () => {
  const person = (role: StaffRole, mustEnrol = false) => ({
    email: `${role}@agency.test`,
    _id: 'u1',
    name: `A ${role}`,
    role,
    mustEnrol,
  });
  /** The workspace's screens and one more remote's, limited to admins, with a menu entry. */
  const withAdminReports = (): RouteTable =>
    buildRouteTable({
      ...workspaceScreens(),
      mf_reports: {
        reports: {
          path: '/reports',
          title: 'Reports',
          section: 'reports',
          roles: ['admin'],
          menu: { label: 'Reports', position: 1000 },
        },
      },
    });
  const menuEntries = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByTestId('side-drawer');
    return within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
  };

  beforeAll(() => configureApiBaseUrl('http://localhost/api'));
  beforeAll(() =>
    registerRuntimeRemotes({
      mf_auth: '/a',
      mf_dashboard: '/d',
      mf_owners: '/o',
      mf_staff: '/s',
      mf_reports: '/r',
    }),
  );
  afterEach(() => {
    sessionStore.getState().signOut();
    vi.unstubAllGlobals();
  });

  it('asks GET /session who signed in, and draws the page once the server has said', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(() => answer.promise);
    sessionStore.getState().signIn('fresh-token');
    const router = visit('/owners');

    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Owners List' })).toBeTruthy();
    expect(screen.queryByText('mf_owners/routes owners-list')).toBeNull();
    expect(`${calls[0].method} ${new URL(calls[0].url).pathname}`).toBe('GET /api/session');
    expect(calls[0].headers.get('authorization')).toBe('Bearer fresh-token');

    answer.resolve(jsonResponse(200, { statusCode: 200, message: 'Success', data: person('agent') }));
    expect(await screen.findByText('mf_owners/routes owners-list')).toBeTruthy();
    expect(sessionStore.getState().person).toEqual({
      email: 'agent@agency.test',
      name: 'A agent',
      role: 'agent',
      mustEnrol: false,
    });
    expect(router.state.location.pathname).toBe('/owners');
    expect(calls).toHaveLength(1);
  });

  it('shows an admin a screen limited to admins, and its menu entry after the SPEC’s', async () => {
    signInAs('admin');
    visit('/reports', undefined, withAdminReports());
    expect(await screen.findByText('mf_reports/routes reports')).toBeTruthy();
    expect((await menuEntries()).slice(-1)).toEqual(['Reports']);
  });

  it.each(['agent', 'viewer'] as const)(
    'as %s: shows Not Found at the address of a screen limited to admins, and no menu entry',
    async (role) => {
      signInAs(role);
      visit('/reports', undefined, withAdminReports());
      expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
      expect(screen.queryByText('mf_reports/routes reports')).toBeNull();
      expect(screen.queryByRole('heading', { level: 1, name: 'Reports' })).toBeNull();

      cleanup();
      visit('/owners', undefined, withAdminReports());
      expect(await screen.findByText('mf_owners/routes owners-list')).toBeTruthy();
      expect(await menuEntries()).toEqual([
        'Dashboard',
        'Owner',
        'Property',
        'Tenants',
        'Contracts',
        'Finance',
        'Setting',
        'Expiring Contracts',
      ]);
    },
  );

  it('decides a limited screen only once the role is known, from GET /session', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    sessionStore.getState().signIn('fresh-token');
    visit('/reports', undefined, withAdminReports());
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Reports' })).toBeNull();
    answer.resolve(jsonResponse(200, { statusCode: 200, message: 'Success', data: person('viewer') }));
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('sends every page to "My account" while a second step must be turned on, and opens that one', async () => {
    signInAs('agent', { mustEnrol: true });
    const router = visit('/owners');
    expect(await screen.findByText('mf_staff/routes account')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByText('mf_owners/routes owners-list')).toBeNull();

    await router.navigate('/contracts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('lets the page through once the second step is on (the person is asked again)', async () => {
    stubFetch(() => jsonResponse(200, { statusCode: 200, message: 'Success', data: person('agent') }));
    signInAs('agent', { mustEnrol: true });
    const router = visit('/account');
    expect(await screen.findByText('mf_staff/routes account')).toBeTruthy();
    act(() => sessionStore.getState().signIn('full-token'));
    await router.navigate('/owners');
    expect(await screen.findByText('mf_owners/routes owners-list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owners');
  });

  it('offers the user menu of SPEC 2 unchanged, then "My account" last, named by its screen id', async () => {
    signInAs('viewer');
    const router = visit('/owners');
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit Profile',
      'Appearance',
      'Language',
      'Logout',
      'My account',
    ]);
    for (const item of items.slice(0, 3)) expect(item.getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('menuitem', { name: 'My account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByText('mf_staff/routes account')).toBeTruthy();
  });

  it('leaves "My account" out of the user menu when no deployed app declares it', async () => {
    const { mf_staff: _notDeployed, ...screens } = workspaceScreens();
    signInAs('admin');
    visit('/owners', undefined, buildRouteTable(screens));
    await userEvent.click(await screen.findByRole('button', { name: /^User menu/ }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit Profile',
      'Appearance',
      'Language',
      'Logout',
    ]);
  });

  it('sends an open page to /login on its next request once the account is deactivated (401)', async () => {
    signInAs('agent', { token: 'deactivated-token' });
    const router = visit('/owners');
    expect(await screen.findByText('mf_owners/routes owners-list')).toBeTruthy();

    stubFetch(() =>
      jsonResponse(401, { statusCode: 401, message: 'Please sign in again.', error: 'Unauthorized' }),
    );
    await act(() => expect(ownersApi.list()).rejects.toMatchObject({ status: 401 }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('mf_auth/routes sign-in')).toBeTruthy();
    expect(document.cookie).not.toContain('auth-token');
    expect(sessionStore.getState().person).toBeNull();
  });

  it('sends a page load of a deactivated account to /login (GET /session answers 401)', async () => {
    stubFetch(() =>
      jsonResponse(401, { statusCode: 401, message: 'Please sign in again.', error: 'Unauthorized' }),
    );
    sessionStore.getState().signIn('deactivated-token');
    const router = visit('/owners');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('mf_auth/routes sign-in')).toBeTruthy();
  });

  it('says so when the server cannot say who is signed in', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    sessionStore.getState().signIn('token');
    visit('/owners');
    expect(await screen.findByText('Error: Failed to fetch')).toBeTruthy();
    expect(screen.queryByText('mf_owners/routes owners-list')).toBeNull();
  });
});
