import { workspaceRouteTable, workspaceScreens } from '../testing/workspace-screens';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { preloadPageAt, registerRuntimeRemotes } = await import('./remote-registry');

describe('preloadPageAt', () => {
  const { routes } = workspaceRouteTable();
  const preload = vi.fn();

  beforeEach(() => {
    runtime.loadRemote.mockReset();
    preload.mockReset();
    runtime.loadRemote.mockResolvedValue({ pages: new Proxy({}, { get: () => ({ preload }) }) });
    registerRuntimeRemotes(
      Object.fromEntries(
        Object.keys(workspaceScreens()).map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
      ),
    );
  });

  it("starts the remote of the page's address and its page, with the address's parameters", async () => {
    preloadPageAt(routes, '/owner/42');
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_owners/routes');
  });

  it('starts nothing for an address no remote draws', async () => {
    preloadPageAt(routes, '/no/such/page');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
