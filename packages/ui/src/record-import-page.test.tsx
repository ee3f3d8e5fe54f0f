// Issue 24: a list's import page checks the chosen file (a dry run), shows how its columns map and every bad row,
// and imports only a file without problems, as a background job whose progress it shows (and follows again after
// a reload); the list screen links to it for the roles that may write.
import { importsApi } from '@pm/api-client';
import type { ImportJob, ImportReport } from '@pm/schemas/spreadsheet-import';
import { sessionStore } from '@pm/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { RecordImportPage } from './record-import-page';
import { RecordListPage } from './record-list-page';
import type { RecordScreens } from './record-screens';
import { actAs, envelope, listEnvelope, renderPage } from './testing';

vi.mock('@pm/api-client', async (importActual) =>
  (await import('./testing')).mockApis(importActual, { importsApi: ['run', 'startJob', 'job'] }),
);

const run = () => importsApi.run as Mock;
const startJob = () => importsApi.startJob as Mock;
const readJob = () => importsApi.job as Mock;

const screens: RecordScreens = {
  name: 'Owner',
  plural: 'Owners',
  list: '/owners',
  add: '/add-owner',
  details: '/owner/:id',
  edit: '/owners/update-owner/:id',
  import: '/owners/import',
  history: () => Promise.resolve({ data: [] }),
};

const report = (changes: Partial<ImportReport> = {}): ImportReport => ({
  list: 'owners',
  headers: ['E-mail', 'Name', 'Notes'],
  mapping: { 'E-mail': 'email', Name: 'name', Notes: '' },
  rows: 3,
  created: 2,
  changed: 1,
  unchanged: 0,
  problems: [],
  problemCount: 0,
  imported: false,
  updateExisting: false,
  ...changes,
});

const job = (changes: Partial<ImportJob> = {}): ImportJob => ({
  id: 'a6d1b1e2-5d07-4a3c-9d7e-2f4f1f6f0b11',
  list: 'owners',
  fileName: 'owners.csv',
  status: 'queued',
  rows: 3000,
  rowsDone: 0,
  report: null,
  failure: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  ...changes,
});

const file = new File(['E-mail,Name,Notes\r\n'], 'owners.csv', { type: 'text/csv' });

function openImport() {
  renderPage({
    path: '/owners/import',
    page: <RecordImportPage lists={['owners']} screens={screens} />,
    leadsTo: { '/owners': <h1>The owners list</h1> },
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, file);
}

const importButton = () => screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;

describe('the import page', () => {
  beforeEach(() => actAs('admin'));
  afterEach(() => sessionStore.getState().signOut());

  it('checks the chosen file and lists each bad row by line, column and message; Import waits for a clean file', async () => {
    const user = userEvent.setup();
    run().mockResolvedValue(
      envelope(
        report({
          problems: [{ line: 3, field: 'email', message: 'Email is invalid' }],
          problemCount: 1,
        }),
      ),
    );
    openImport();
    expect(importButton().disabled).toBe(true);
    await choose(user);

    expect(run()).toHaveBeenCalledWith('owners', file, {
      mapping: undefined,
      updateExisting: false,
      dryRun: true,
    });
    expect(await screen.findByText('3 rows: 2 new, 1 changed, 0 unchanged.')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLSelectElement).value).toBe('email');
    expect((screen.getByLabelText('Notes') as HTMLSelectElement).value).toBe('');
    const problems = within(screen.getByRole('table', { name: 'Problems' }));
    expect(problems.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'LineColumnProblem',
      '3emailEmail is invalid',
    ]);
    expect(importButton().disabled).toBe(true);
  });

  it('checks again with a changed mapping, then imports with it and "update existing", and returns to the list', async () => {
    const user = userEvent.setup();
    run().mockResolvedValueOnce(envelope(report()));
    openImport();
    await choose(user);
    await screen.findByText('3 rows: 2 new, 1 changed, 0 unchanged.');

    const mapped = report({ mapping: { 'E-mail': 'email', Name: 'name', Notes: 'nickName' } });
    run().mockResolvedValueOnce(envelope(mapped));
    await user.selectOptions(screen.getByLabelText('Notes'), 'nickName');
    expect(run()).toHaveBeenLastCalledWith('owners', file, {
      mapping: mapped.mapping,
      updateExisting: false,
      dryRun: true,
    });
    await waitFor(() => expect((screen.getByLabelText('Notes') as HTMLSelectElement).value).toBe('nickName'));

    await user.click(screen.getByRole('checkbox', { name: 'Update existing records (1 changed)' }));
    startJob().mockResolvedValueOnce(envelope(job()));
    readJob()
      .mockResolvedValueOnce(envelope(job({ status: 'running', rowsDone: 1000 })))
      .mockResolvedValueOnce(
        envelope(
          job({
            status: 'done',
            rowsDone: 3000,
            report: { ...mapped, imported: true, updateExisting: true },
          }),
        ),
      );
    await user.click(importButton());
    expect(startJob()).toHaveBeenLastCalledWith('owners', file, {
      mapping: mapped.mapping,
      updateExisting: true,
    });
    expect(await screen.findByText('Importing owners.csv: 1,000 of 3,000 rows done.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /1,000 of 3,000/ }).getAttribute('aria-valuenow')).toBe(
      '33',
    );
    expect(await screen.findByText('Imported: 2 added, 1 updated.', {}, { timeout: 5000 })).toBeTruthy();
    expect(readJob()).toHaveBeenCalledWith(job().id);
    expect(await screen.findByRole('heading', { name: 'The owners list' })).toBeTruthy();
  });

  it("checks the file again as the other list a page offers (a tenant's sub-tenants)", async () => {
    const user = userEvent.setup();
    run().mockResolvedValue(envelope(report()));
    renderPage({
      path: '/tenants/import',
      page: (
        <RecordImportPage lists={['tenants', 'sub-tenants']} screens={{ ...screens, plural: 'Tenants' }} />
      ),
    });
    await choose(user);
    expect(run()).toHaveBeenLastCalledWith('tenants', file, {
      mapping: undefined,
      updateExisting: false,
      dryRun: true,
    });
    await user.selectOptions(screen.getByLabelText('The file holds'), 'Sub-tenants');
    expect(run()).toHaveBeenLastCalledWith('sub-tenants', file, {
      mapping: undefined,
      updateExisting: false,
      dryRun: true,
    });
    expect(await screen.findByText(/names its tenant by email/)).toBeTruthy();
  });

  it("shows the server's message for a file it cannot read, and no mapping", async () => {
    const user = userEvent.setup();
    run().mockRejectedValue(
      new Error('The file must be a CSV file (comma-separated, UTF-8) or an Excel workbook.'),
    );
    openImport();
    await choose(user);
    expect(await screen.findByText(/The file must be a CSV file/)).toBeTruthy();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(importButton().disabled).toBe(true);
  });
});

describe('an import running in the background', () => {
  beforeEach(() => actAs('admin'));
  afterEach(() => sessionStore.getState().signOut());

  const reopened = () =>
    renderPage({
      path: { pathname: '/owners/import', search: `?job=${job().id}` },
      page: <RecordImportPage lists={['owners']} screens={screens} />,
      leadsTo: { '/owners': <h1>The owners list</h1> },
    });

  it('is followed again after a reload of the page, and its bad rows are shown once it is done', async () => {
    readJob()
      .mockResolvedValueOnce(envelope(job({ status: 'running', rowsDone: 2000 })))
      .mockResolvedValueOnce(
        envelope(
          job({
            status: 'done',
            rowsDone: 3000,
            report: report({
              rows: 3000,
              problems: [{ line: 2999, field: 'email', message: 'Invalid email format' }],
              problemCount: 1,
            }),
          }),
        ),
      );
    reopened();
    expect(await screen.findByText('Importing owners.csv: 2,000 of 3,000 rows done.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importing...' })).toBeTruthy();
    const problems = within(await screen.findByRole('table', { name: 'Problems' }, { timeout: 5000 }));
    expect(problems.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'LineColumnProblem',
      '2999emailInvalid email format',
    ]);
    expect(importButton().disabled).toBe(true);
  });

  it("says why a job failed, or that it is not this person's", async () => {
    readJob().mockResolvedValueOnce(
      envelope(
        job({ status: 'failed', failure: 'The import could not be completed, so nothing was imported.' }),
      ),
    );
    reopened();
    expect(await screen.findByText(/could not be completed/)).toBeTruthy();
  });
});

describe('the Import link of a list screen', () => {
  afterEach(() => sessionStore.getState().signOut());

  it.each([
    ['admin', ['Add Owner', 'Import', 'Export']],
    ['viewer', ['Export']],
  ] as const)('comes between "Add Owner" and "Export" for an %s', async (role, actions) => {
    actAs(role);
    renderPage({
      path: '/owners',
      page: (
        <RecordListPage<{ _id: string; name: string }>
          screens={screens}
          list={() => Promise.resolve(listEnvelope([{ _id: 'r1', name: 'Lamp' }]))}
          columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
        />
      ),
    });
    await screen.findByText('Lamp');
    const heading = screen.getByRole('heading', { name: 'Owners' }).parentElement as HTMLElement;
    expect(Array.from(heading.querySelectorAll('a, button'), (element) => element.textContent)).toEqual(
      actions,
    );
  });
});
