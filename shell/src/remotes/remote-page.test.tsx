import { ROWS_ATTRIBUTE } from '@pm/apps/first-paint-rows';
import { FIRST_PAINT_ELEMENT_ID } from '@pm/apps/screens';
import type { RemoteRoutesModule } from '@pm/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
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

  describe('a first paint the server drew with the rows of the screen', () => {
    /** The server's first paint, drawing the rows of `rowsOf`. */
    function serverFirstPaint(rowsOf: string) {
      const element = document.createElement('div');
      element.id = FIRST_PAINT_ELEMENT_ID;
      element.setAttribute(ROWS_ATTRIBUTE, rowsOf);
      document.body.append(element);
      return element;
    }

    let showRows = () => {};
    /** A list page: "Loading..." until showRows(), then its rows, taking the first paint away as @pm/ui's list does. */
    function ListPage() {
      const [loading, setLoading] = useState(true);
      showRows = () => setLoading(false);
      useLayoutEffect(() => {
        if (!loading) document.querySelector(`#${FIRST_PAINT_ELEMENT_ID}[${ROWS_ATTRIBUTE}]`)?.remove();
      }, [loading]);
      return loading ? <p>Its rows loading</p> : <p>Somchai</p>;
    }

    // A remote's routes module is loaded once per page: each test has a remote of its own.
    let remote = '';
    beforeEach(({ task }) => {
      remote = `mf_rows_${task.id.replace(/\W/g, '_')}`;
      registerRuntimeRemotes({ [remote]: `/remotes/${remote}/mf-manifest.json` });
      runtime.loadRemote.mockResolvedValue({ pages: { 'owners-list': ListPage, 'owner-add': OwnersPage } });
    });

    it('stays over the page until the page has drawn its own rows', async () => {
      const firstPaint = serverFirstPaint('owners-list');
      render(<RemotePage remote={remote} screen="owners-list" />);
      // The remote's page drawn, its rows not yet.
      expect(await screen.findByText('Its rows loading')).toBeTruthy();
      expect(document.body.contains(firstPaint)).toBe(true);
      act(() => showRows());
      expect(screen.getByText('Somchai')).toBeTruthy();
      expect(document.body.contains(firstPaint)).toBe(false);
    });

    it('is taken away when another screen is drawn, or the page leaves, or the page fails', async () => {
      const ofAnotherScreen = serverFirstPaint('tenants-list');
      render(<RemotePage remote={remote} screen="owner-add" />);
      expect(await screen.findByRole('heading', { name: 'Owners' })).toBeTruthy();
      expect(document.body.contains(ofAnotherScreen)).toBe(false);

      const left = serverFirstPaint('owners-list');
      const { unmount } = render(<RemotePage remote={remote} screen="owners-list" />);
      expect(await screen.findByText('Its rows loading')).toBeTruthy();
      expect(document.body.contains(left)).toBe(true);
      unmount();
      expect(document.body.contains(left)).toBe(false);

      const failed = serverFirstPaint('contracts-list');
      runtime.loadRemote.mockResolvedValue({ pages: { 'contracts-list': BrokenPage } });
      registerRuntimeRemotes({ mf_broken_rows: '/remotes/mf-broken-rows/mf-manifest.json' });
      render(<RemotePage remote="mf_broken_rows" screen="contracts-list" />);
      expect(await screen.findByText('This section could not be loaded')).toBeTruthy();
      expect(document.body.contains(failed)).toBe(false);
    });
  });
});
