import { configureApiBaseUrl } from '@pm/api-client';
import { stubFetch } from '@pm/api-client/testing';
import type { SearchHit, SearchResults } from '@pm/schemas/records';
import { sessionStore } from '@pm/session';
import { deferred } from '@pm/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRuntime } from '../testing/fake-runtime';
import { signInAs } from '../testing/sign-in-as';
import { visitApp } from '../testing/visit-app';

vi.mock(
  '@module-federation/enhanced/runtime',
  async () => (await import('../testing/fake-runtime')).fakeRuntime,
);

const { registerRuntimeRemotes } = await import('../remotes/remote-registry');

const hit = (overrides: Partial<SearchHit>): SearchHit => ({
  kind: 'owner',
  id: 'o1',
  title: 'Sébastien Müller',
  fields: [{ name: 'email', value: 'seb.muller@example.org' }],
  matched: { name: 'name', value: 'Sébastien Müller' },
  score: 2,
  detailsOf: { kind: 'owner', id: 'o1' },
  ...overrides,
});

const MULLER: SearchResults = {
  query: 'mul',
  groups: [
    { kind: 'owner', hits: [hit({})] },
    {
      kind: 'subTenant',
      hits: [
        hit({
          kind: 'subTenant',
          id: 's1',
          title: 'Anna Mueller',
          fields: [],
          matched: { name: 'surName', value: 'Mueller' },
          score: 0.5,
          detailsOf: { kind: 'tenant', id: 't1' },
        }),
      ],
    },
  ],
};

const answerWith = (results: SearchResults) => () =>
  new Response(JSON.stringify({ statusCode: 200, message: 'Success', data: results }), { status: 200 });

const visit = (path: string) => visitApp(path, <input aria-label="Another field" />);

const queryOf = (request: Request) => new URL(request.url).searchParams.get('q');

async function openAndType(text: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Search (Ctrl+K)' }));
  await userEvent.type(await screen.findByRole('combobox', { name: 'Search' }), text);
}

describe('search dialog (issue 14)', () => {
  beforeAll(() => configureApiBaseUrl('http://localhost/api'));
  beforeAll(() => registerRuntimeRemotes({ mf_owners: '/o', mf_tenants: '/t' }));
  beforeEach(() => {
    signInAs();
    fakeRuntime.loadRemote.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => sessionStore.getState().signOut());
  });

  it('opens with the top bar button, Ctrl+K and "/", not while typing in a field; Escape closes it', async () => {
    stubFetch(answerWith(MULLER));
    visit('/finance');
    await userEvent.click(await screen.findByRole('button', { name: 'Search (Ctrl+K)' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.keyboard('/');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const field = screen.getByRole('textbox', { name: 'Another field' });
    await userEvent.type(field, '/{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((field as HTMLInputElement).value).toBe('/');
  });

  it('shows the hits grouped by kind with the matching part marked, loading no remote', async () => {
    const requests = stubFetch(answerWith(MULLER));
    visit('/finance');
    await openAndType('mul');
    const owners = await screen.findByRole('group', { name: 'Owners' });
    const option = within(owners).getByRole('option');
    expect(option.textContent).toContain('Sébastien Müller');
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Mül', 'mul']);
    expect(requests.map(queryOf)).toEqual(['mul']);

    // A near match (a typo) marks the word most like the query's.
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Mueler');
    await waitFor(() => expect(requests.map(queryOf)).toEqual(['mul', 'Mueler']));
    const nearMatch = within(await screen.findByRole('group', { name: 'Sub-tenants' })).getByRole('option');
    await waitFor(() =>
      expect([...nearMatch.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Mueller']),
    );
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token');
    expect(fakeRuntime.loadRemote).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys and opens the chosen hit with Enter (a sub-tenant opens its tenant)', async () => {
    stubFetch(answerWith(MULLER));
    const router = visit('/finance');
    await openAndType('mul');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}');
    expect(fakeRuntime.loadRemote).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenant/t1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('mf_tenants/routes tenant-details')).toBeTruthy();
  });

  it('opens a hit with a click', async () => {
    stubFetch(answerWith(MULLER));
    const router = visit('/finance');
    await openAndType('mul');
    await userEvent.click(within(await screen.findByRole('group', { name: 'Owners' })).getByRole('option'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/o1'));
  });

  it('says "No results" when nothing matches, and "Error: {message}" when the search fails', async () => {
    stubFetch((request) =>
      queryOf(request) === 'zzz'
        ? answerWith({ query: 'zzz', groups: [] })()
        : new Response(
            JSON.stringify({ statusCode: 400, message: 'q must not contain control characters.' }),
            {
              status: 400,
            },
          ),
    );
    visit('/finance');
    await openAndType('zzz');
    expect((await screen.findByRole('status')).textContent).toBe('No results');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'y');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: q must not contain control characters.',
    );
    expect(screen.queryByText('No results')).toBeNull();
  });

  it('asks once per pause in typing and cancels the request still running when the query changes', async () => {
    const answers: ReturnType<typeof deferred<Response>>[] = [];
    const requests = stubFetch((request) => {
      const answer = deferred<Response>();
      answers.push(answer);
      // As fetch does: a cancelled request fails with an AbortError.
      request.signal.addEventListener('abort', () => answer.reject(request.signal.reason));
      return answer.promise;
    });
    visit('/finance');
    await openAndType('som');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(queryOf(requests[0] as Request)).toBe('som');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'c');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
    await act(async () => answers[1]?.resolve(answerWith({ ...MULLER, query: 'somc' })()));
    expect(await screen.findByRole('group', { name: 'Owners' })).toBeTruthy();
    expect(screen.queryByText('No results')).toBeNull();
  });
});
