// Issue 27: the list and details frames hide what a role may not do. The server refuses it all the same.
import { sessionStore } from '@pm/session';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionsColumn, RecordListPage } from './record-list-page';
import { RecordDetailsPage } from './record-pages';
import type { RecordScreens } from './record-screens';
import { actAs, listEnvelope, renderPage } from './testing';

interface Thing {
  _id: string;
  name: string;
}

const thingScreens: RecordScreens = {
  name: 'Thing',
  plural: 'Things',
  list: '/things',
  add: '/things/add',
  details: '/thing/:id',
  edit: '/things/edit/:id',
  history: () => Promise.resolve({ data: [] }),
};
const thing: Thing = { _id: 't1', name: 'Lamp' };

const listScreen = {
  path: '/things',
  page: (
    <RecordListPage<Thing>
      screens={thingScreens}
      list={() => Promise.resolve(listEnvelope([thing]))}
      columns={[
        { key: 'name', header: 'Name', cell: (row) => row.name },
        actionsColumn(thingScreens, (row) => row.name),
      ]}
    />
  ),
};
const detailsScreen = {
  path: '/thing/t1',
  pattern: '/thing/:id',
  page: (
    <RecordDetailsPage<Thing>
      screens={thingScreens}
      read={() => Promise.resolve({ statusCode: 200, message: 'Success', data: thing })}
      view={({ record }) => <p>{record.name}</p>}
    />
  ),
};

/** The list's Add link and the entries of the first row's action menu. */
async function listControls() {
  renderPage(listScreen);
  const menuButton = await screen.findByRole('button', { name: 'Actions for Lamp' });
  const add = screen.queryByRole('link', { name: 'Add Thing' })?.getAttribute('href') ?? null;
  await userEvent.click(menuButton);
  return { add, menu: screen.getAllByRole('menuitem').map((item) => item.textContent) };
}

/** The details page's heading actions, once the record is shown. */
async function detailsControls() {
  renderPage(detailsScreen);
  await screen.findByText('Lamp');
  const heading = screen.getByRole('heading', { name: 'Thing Details' }).parentElement as HTMLElement;
  return Array.from(heading.querySelectorAll('a'), (link) => link.textContent);
}

describe('the record frames for each role', () => {
  afterEach(() => sessionStore.getState().signOut());

  it.each(['admin', 'agent'] as const)('show an %s Add, Update and Delete as SPEC 2 states', async (role) => {
    actAs(role);
    expect(await listControls()).toEqual({ add: '/things/add', menu: ['View', 'Update', 'Delete'] });
    cleanup();
    expect(await detailsControls()).toEqual(['Back', 'Update Thing']);
  });

  it('show a viewer no Add, Update or Delete: View and Back only', async () => {
    actAs('viewer');
    expect(await listControls()).toEqual({ add: null, menu: ['View'] });
    cleanup();
    expect(await detailsControls()).toEqual(['Back']);
  });

  it('hide them too while the person is not known (the shell draws pages only once it knows)', async () => {
    sessionStore.getState().signOut();
    expect(await listControls()).toEqual({ add: null, menu: ['View'] });
  });
});
