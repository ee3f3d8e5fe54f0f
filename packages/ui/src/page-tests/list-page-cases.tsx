// The cases every list screen shares (SPEC 2): its states, its columns and pager, its "Add" link and its record menu.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, expect, it, type Mock, vi } from 'vitest';
import { actAs, columnHeaders, deferred, listEnvelope, renderRoutes } from '../testing';

export interface ListPageCases<T extends { _id: string }> {
  /** The list screen's path and page. */
  path: string;
  page: ReactNode;
  /** The mocked list call of the domain's api-client. */
  list: Mock;
  /** What the records are called in the test names ("owners"). */
  plural: string;
  /** One stored record, shown in the first row. */
  record: T;
  /** The heading, also the table's accessible name. */
  title: string;
  columns: string[];
  /** The texts of the first row's first cells. */
  cells: string[];
  /** Checks of the loaded screen that are the domain's own (a search box, an image). */
  alsoShows?: (row: HTMLElement) => void;
  add: { label: string; to: string };
  emptyText: string;
  /** The load failure the list call answers, and what the screen shows then (default "Error: {message}"). */
  failure: Error;
  errorText?: string;
  /**
   * The record's menu: its button's name, the route patterns of its View and Update addresses (with `:id`,
   * stand-ins render there) and what its Delete logs before the record's id.
   */
  actions: { button: string; view: string; update: string; deleteLog: string };
  /** Rows open their record on a click (tenants, contracts). */
  rowOpensDetails?: boolean;
}

/**
 * The cases every list screen of SPEC 2 shares: "Loading..." with page 1 and limit 15, the load error, the
 * columns and a row with the static pager, the "Add ..." link and the empty text, the action menu (View,
 * Update, a Delete that only logs), and where View, Update and (if so) a row click lead.
 */
export function listPageCases<T extends { _id: string }>(cases: ListPageCases<T>) {
  const { list, record, actions } = cases;
  const addressOf = (pattern: string) => pattern.replace(':id', record._id);
  const renderList = () =>
    renderRoutes(cases.path, {
      [cases.path]: cases.page,
      [cases.add.to]: 'Add page',
      [actions.view]: 'Details page',
      [actions.update]: 'Edit page',
    });
  const table = () => screen.findByRole('table', { name: cases.title });
  const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
    list.mockResolvedValue(listEnvelope([record]));
    renderList();
    await user.click(await screen.findByRole('button', { name: actions.button }));
  };

  beforeEach(() => {
    list.mockReset();
  });

  it(`shows "Loading..." while the ${cases.plural} load, asking for page 1 and limit 15`, () => {
    list.mockReturnValue(deferred<never>().promise);
    renderList();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(1, 15);
  });

  it(`shows ${cases.errorText ? `"${cases.errorText}" (not the message)` : '"Error: {message}"'} when the load fails`, async () => {
    list.mockRejectedValue(cases.failure);
    renderList();
    if (cases.errorText) {
      expect(await screen.findByText(cases.errorText)).toBeTruthy();
      expect(screen.queryByText(/Error:/)).toBeNull();
      expect(screen.queryByText(cases.failure.message)).toBeNull();
    } else {
      expect(await screen.findByText(`Error: ${cases.failure.message}`)).toBeTruthy();
    }
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the heading, the SPEC columns, a row and the static pager', async () => {
    list.mockResolvedValue(listEnvelope([record]));
    renderList();
    const loaded = await table();
    expect(screen.getByRole('heading', { name: cases.title })).toBeTruthy();
    expect(columnHeaders(loaded)).toEqual(cases.columns);
    const row = within(loaded).getAllByRole('row')[1];
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(0, cases.cells.length).map((cell) => cell.textContent)).toEqual(cases.cells);
    cases.alsoShows?.(row);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
  });

  it(`links "${cases.add.label}" to ${cases.add.to} and says when there are no ${cases.plural}`, async () => {
    list.mockResolvedValue(listEnvelope([]));
    renderList();
    expect(await screen.findByText(cases.emptyText)).toBeTruthy();
    expect(screen.getByRole('link', { name: cases.add.label }).getAttribute('href')).toBe(cases.add.to);
  });

  it('offers View, Update and Delete in the action menu without opening the row; Delete only logs', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await openMenu(user);
    expect(screen.queryByText('Details page')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'View' }).getAttribute('href')).toBe(addressOf(actions.view));
    expect(screen.getByRole('menuitem', { name: 'Update' }).getAttribute('href')).toBe(
      addressOf(actions.update),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(log).toHaveBeenCalledWith(actions.deleteLog, record._id);
    expect(screen.queryByText('Details page')).toBeNull();
    expect(screen.getByRole('table', { name: cases.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: actions.button })).toBeTruthy();
    log.mockRestore();
  });

  it(`shows a viewer no "${cases.add.label}" link and only View in the action menu (issue 27)`, async () => {
    const user = userEvent.setup();
    actAs('viewer');
    list.mockResolvedValue(listEnvelope([record]));
    renderList();
    await table();
    expect(screen.getByRole('heading', { name: cases.title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: cases.add.label })).toBeNull();
    await user.click(screen.getByRole('button', { name: actions.button }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View']);
    expect(screen.getByRole('menuitem', { name: 'View' }).getAttribute('href')).toBe(addressOf(actions.view));
  });

  it('opens the details page from View', async () => {
    const user = userEvent.setup();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(await screen.findByText('Details page')).toBeTruthy();
  });

  it('opens the edit page from Update, not the details page', async () => {
    const user = userEvent.setup();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Update' }));
    expect(await screen.findByText('Edit page')).toBeTruthy();
  });

  if (cases.rowOpensDetails) {
    it('opens the details page when a row is clicked', async () => {
      const user = userEvent.setup();
      list.mockResolvedValue(listEnvelope([record]));
      renderList();
      await user.click(await screen.findByText(cases.cells[1]));
      expect(await screen.findByText('Details page')).toBeTruthy();
    });
  }
}
