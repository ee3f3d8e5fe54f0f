import type { RemoteRoutesModule } from '@pm/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePage } from './remote-page';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { registerRuntimeRemotes } = await import('./remote-registry');

function OwnersPage() {
  return <h2>Owners</h2>;
}

function BrokenPage(): never {
  throw new Error('render exploded');
}

describe('RemotePage', () => {
  beforeEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('loads the remote, then shows its page for the screen', async () => {
    registerRuntimeRemotes({ mf_owners: '/remotes/mf-owners/mf-manifest.json' });
    runtime.loadRemote.mockResolvedValue({
      pages: { 'owners-list': OwnersPage },
    } satisfies RemoteRoutesModule);
    render(<RemotePage remote="mf_owners" screen="owners-list" />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Owners' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_owners/routes');
  });

  it('shows a clear message with a retry when the remote cannot be fetched, and retry fetches again', async () => {
    registerRuntimeRemotes({ mf_tenants: '/remotes/mf-tenants/mf-manifest.json' });
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValueOnce({ pages: { 'tenants-list': () => <h2>Tenants</h2> } });
    render(<RemotePage remote="mf_tenants" screen="tenants-list" />);
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByText('Failed to fetch mf-manifest.json')).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_tenants', entry: '/remotes/mf-tenants/mf-manifest.json' }],
      { force: true },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Tenants' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('catches a page that throws while rendering', async () => {
    registerRuntimeRemotes({ mf_contracts: '/remotes/mf-contracts/mf-manifest.json' });
    runtime.loadRemote.mockResolvedValue({ pages: { 'contracts-list': BrokenPage } });
    render(<RemotePage remote="mf_contracts" screen="contracts-list" />);
    expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
    expect(screen.getByText('render exploded')).toBeTruthy();
  });

  it('says so when remotes.json names no address for the remote', async () => {
    registerRuntimeRemotes({});
    render(<RemotePage remote="mf_properties" screen="properties-list" />);
    expect(
      await screen.findByText('No address is configured for mf_properties in remotes.json.'),
    ).toBeTruthy();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
