import { sessionStore } from '@pm/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRuntime } from '../testing/fake-runtime';
import { signInAs } from '../testing/sign-in-as';
import { visitApp } from '../testing/visit-app';

vi.mock(
  '@module-federation/enhanced/runtime',
  async () => (await import('../testing/fake-runtime')).fakeRuntime,
);

const { registerRuntimeRemotes } = await import('../remotes/remote-registry');

/** The './routes' modules the fake runtime was asked for, by remote. */
const loadedRoutes = () => fakeRuntime.loadRemote.mock.calls.map(([id]) => id).sort();

describe('side menu', () => {
  beforeEach(() => {
    registerRuntimeRemotes({
      mf_dashboard: '/d',
      mf_owners: '/o',
      mf_properties: '/p',
      mf_tenants: '/t',
      mf_contracts: '/c',
    });
    signInAs();
  });
  afterEach(() => {
    sessionStore.getState().signOut();
    vi.unstubAllGlobals();
  });

  /** Opens the side menu on the Finance page (no remote of its own), counting only the loads that follow. */
  async function openMenu() {
    visitApp('/finance');
    await screen.findByRole('heading', { name: 'Finance' });
    fakeRuntime.loadRemote.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByTestId('side-drawer');
  }

  // First: no remote has been loaded yet by this file, so a load would show.
  it('loads nothing ahead when the browser asks to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    await openMenu();
    expect(loadedRoutes()).toEqual([]);
  });

  it('loads the routes of every remote in the menu once it opens, ahead of a tap on an entry', async () => {
    await openMenu();
    expect(loadedRoutes()).toEqual([
      'mf_contracts/routes',
      'mf_dashboard/routes',
      'mf_owners/routes',
      'mf_properties/routes',
      'mf_tenants/routes',
    ]);
  });
});
