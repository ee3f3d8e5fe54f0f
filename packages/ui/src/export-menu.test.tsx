// Issue 24: every list screen offers its export, after the SPEC's own "Add ..." link, to every role that may read.
import { exportsApi } from '@pm/api-client';
import { sessionStore } from '@pm/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { RecordListPage } from './record-list-page';
import type { RecordScreens } from './record-screens';
import { actAs, deferred, listEnvelope, renderPage } from './testing';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('./testing')).mockApis(importActual, { exportsApi: ['save'] }),
);

const save = () => exportsApi.save as Mock;

const screensOf = (list: string, name: string, plural: string): RecordScreens => ({
  name,
  plural,
  list,
  add: `${list}/add`,
  details: `${list}/:id`,
  edit: `${list}/edit/:id`,
  history: () => Promise.resolve({ data: [] }),
});

function openList(list: string, name: string, plural: string) {
  renderPage({
    path: list,
    page: (
      <RecordListPage<{ _id: string; name: string }>
        screens={screensOf(list, name, plural)}
        list={() => Promise.resolve(listEnvelope([{ _id: 'r1', name: 'Lamp' }]))}
        columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
      />
    ),
  });
}

/** The heading's links and buttons, in order. */
function headingActions(title: string) {
  const heading = screen.getByRole('heading', { name: title }).parentElement as HTMLElement;
  return Array.from(heading.querySelectorAll('a, button'), (element) => element.textContent);
}

/** The entries of the opened export menu. */
async function exportMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Export' }));
  return within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('the Export button of the list screens', () => {
  afterEach(() => sessionStore.getState().signOut());

  it.each([
    ['admin', ['Add Owner', 'Export']],
    ['agent', ['Add Owner', 'Export']],
    ['viewer', ['Export']],
  ] as const)('comes after the SPEC\'s "Add Owner" for an %s', async (role, actions) => {
    actAs(role);
    openList('/owners', 'Owner', 'Owners');
    await screen.findByText('Lamp');
    expect(headingActions('Owners')).toEqual(actions);
  });

  it('is not shown while the person is not known, nor on a screen of no list', async () => {
    sessionStore.getState().signOut();
    openList('/owners', 'Owner', 'Owners');
    await screen.findByText('Lamp');
    expect(headingActions('Owners')).toEqual([]);
    actAs('admin');
    openList('/things', 'Thing', 'Things');
    await screen.findAllByText('Lamp');
    expect(headingActions('Things')).toEqual(['Add Thing']);
  });

  it('offers the list as CSV and as XLSX; the tenants screen its sub-tenants too', async () => {
    const user = userEvent.setup();
    openList('/owners', 'Owner', 'Owners');
    expect(await exportMenu(user)).toEqual(['Owners as CSV', 'Owners as Excel (XLSX)']);
    await user.keyboard('{Escape}');
    sessionStore.getState().signOut();
    actAs('viewer');
    openList('/tenants', 'Tenant', 'Tenants');
    await user.click(screen.getAllByRole('button', { name: 'Export' }).at(-1) as HTMLElement);
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Tenants as CSV',
      'Tenants as Excel (XLSX)',
      'Sub-tenants as CSV',
      'Sub-tenants as Excel (XLSX)',
    ]);
  });

  it('downloads the chosen list and format, showing "Exporting..." until the file is saved', async () => {
    const user = userEvent.setup();
    const download = deferred<void>();
    save().mockReturnValue(download.promise);
    openList('/owners', 'Owner', 'Owners');
    await exportMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Owners as Excel (XLSX)' }));
    expect(save()).toHaveBeenCalledWith('owners', 'xlsx');
    const busy = screen.getByRole('button', { name: 'Exporting...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    download.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy());
  });

  it('shows the "Failed" alert with the message when the download fails', async () => {
    const user = userEvent.setup();
    save().mockRejectedValue(new Error('Please sign in again.'));
    openList('/owners', 'Owner', 'Owners');
    await exportMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Owners as CSV' }));
    expect(save()).toHaveBeenCalledWith('owners', 'csv');
    expect(await screen.findByText('Please sign in again.')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    // Behind the alert (hidden from the accessibility tree while it shows), ready for another try.
    expect(screen.getByRole('button', { name: 'Export', hidden: true })).toBeTruthy();
  });
});
