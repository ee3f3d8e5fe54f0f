// Shared test cases of the apps' page tests (package subpath '@pm/ui/page-tests'); never imported by app code.
// Each describes the same behaviour on every domain's screen: the list screens' states and menus, the details
// and edit screens' load states, the "Failed" alert of a save. A domain's own test file mocks its calls
// (vi.mock stays there, hoisted) and keeps only what is its own.

import { RECORD_MESSAGES } from '@pm/schemas/record-fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, expect, it, type Mock, vi } from 'vitest';
import {
  columnHeaders,
  deferred,
  envelope,
  fieldMessage,
  listEnvelope,
  type PageUnderTest,
  pngFile,
  renderPage,
  renderRoutes,
} from './testing';

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

/**
 * The load states every details and edit screen shares (SPEC 4, 8): "Loading..." while the record of the
 * route's id loads, then the load error, with no link to the edit page.
 */
export function recordLoadCases(
  screenUnderTest: PageUnderTest,
  {
    read,
    id,
    failure,
    errorText,
  }: {
    /** The mocked read call of the domain's api-client. */
    read: Mock;
    id: string;
    failure: Error;
    /** The screen's own failure text, in place of "Error: {message}". */
    errorText?: string;
  },
) {
  const renderScreen = () => renderPage(screenUnderTest);

  it('shows "Loading..." while the record loads, asking for the id of the route', () => {
    read.mockReturnValue(deferred<never>().promise);
    renderScreen();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(read).toHaveBeenCalledWith(id);
  });

  it(`shows ${errorText ? `"${errorText}" (not the message)` : '"Error: {message}"'} when the record cannot be loaded`, async () => {
    const answer = deferred<never>();
    read.mockReturnValue(answer.promise);
    renderScreen();
    answer.reject(failure);
    expect(await screen.findByText(errorText ?? `Error: ${failure.message}`)).toBeTruthy();
    if (errorText) expect(screen.queryByText(failure.message)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Update/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Add|Update)/ })).toBeNull();
  });
}

/**
 * SPEC 5's sign-in and recovery forms: a field shows its required message only once it has been visited and left,
 * and its minimum-length message once a too short text has been typed into it.
 */
export function fieldMessageCases(
  screenUnderTest: PageUnderTest,
  {
    required,
    tooShort,
  }: {
    /** Each field's required message, by label. */
    required: Record<string, string>;
    /** Texts to type, by label, and the messages they give, by label. */
    tooShort: { typed: Record<string, string>; messages: Record<string, string> };
  },
) {
  const shownMessages = (labels: string[]) =>
    Object.fromEntries(labels.map((label) => [label, fieldMessage(label)]));

  it('shows the required messages only after each field is touched', async () => {
    const user = userEvent.setup();
    renderPage(screenUnderTest);
    for (const message of Object.values(required)) expect(screen.queryByText(message)).toBeNull();
    for (const label of Object.keys(required)) await user.click(screen.getByLabelText(label));
    await user.tab();
    expect(shownMessages(Object.keys(required))).toEqual(required);
  });

  it('shows the minimum length messages', async () => {
    const user = userEvent.setup();
    renderPage(screenUnderTest);
    for (const [label, text] of Object.entries(tooShort.typed))
      await user.type(screen.getByLabelText(label), text);
    await user.tab();
    expect(shownMessages(Object.keys(tooShort.messages))).toEqual(tooShort.messages);
  });
}

/** SPEC 5: submitting the form shows each of `messages` and sends nothing with the mocked `call`. */
export async function expectSubmitRefused(user: UserEvent, submit: string, messages: string[], call: Mock) {
  await user.click(await screen.findByRole('button', { name: submit }));
  for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
  expect(call).not.toHaveBeenCalled();
}

/** SPEC 5: an empty submit shows every required message of the form and sends nothing. */
export function requiredMessagesCase(
  screenUnderTest: PageUnderTest,
  { submit, messages, call }: { submit: string; messages: string[]; call: Mock },
) {
  it('shows every required message on an empty submit and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(screenUnderTest);
    await expectSubmitRefused(user, submit, messages, call);
  });
}

/** A chosen image shows as a preview (the object URL of the file) named "{label} preview", with the file's name. */
export function imagePreviewCase(screenUnderTest: PageUnderTest, label: string) {
  it(`previews an image chosen for ${label}`, async () => {
    const user = userEvent.setup({ delay: null });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen-preview');
    renderPage(screenUnderTest);
    await user.upload(await screen.findByLabelText(label), pngFile('chosen.png'));
    expect(screen.getByRole('img', { name: `${label} preview` }).getAttribute('src')).toBe(
      'blob:chosen-preview',
    );
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ name: 'chosen.png' }));
    expect(screen.getByText('chosen.png')).toBeTruthy();
    createObjectURL.mockRestore();
  });
}

/**
 * The save every add and edit screen shares (SPEC 8, 9), in a test that fills the form its own way: the mocked
 * `call` answers only when the test says. Meanwhile the submit button shows its busy label, disabled (with the
 * screen's busy text beside it, if it has one); once answered, the success message shows, then the next screen.
 */
export function pendingSave<F extends (...args: never[]) => unknown>(call: Mock<F>) {
  const answer = deferred<never>();
  call.mockReturnValue(answer.promise as never);
  return {
    /** Expects the busy screen and one call; answers that call's arguments. */
    async expectBusy(button: string, text?: string): Promise<Parameters<F>> {
      const busy = await screen.findByRole('button', { name: button });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      if (text) expect(screen.getByText(text)).toBeTruthy();
      expect(call).toHaveBeenCalledTimes(1);
      return call.mock.calls[0] as Parameters<F>;
    },
    /** Answers with `record`; expects the message in a toast or a popup, then the `next` screen (a stand-in's text). */
    async succeed(record: unknown, message: { toast: string } | { popup: string }, next: string) {
      answer.resolve(envelope(record) as never);
      const [role, text] = 'toast' in message ? ['status', message.toast] : ['alertdialog', message.popup];
      expect((await screen.findByText(text)).closest(`[role="${role}"]`)).not.toBeNull();
      expect(screen.queryByText(next)).toBeNull();
      expect(await screen.findByText(next, {}, { timeout: 4000 })).toBeTruthy();
    },
  };
}

/** SPEC 8: the "Failed" alert of a save shows the server's message with the domain's icon; answers the alert. */
export async function expectFailedAlert(message: string, icon: 'question' | 'error'): Promise<HTMLElement> {
  const alert = await screen.findByRole('alertdialog', { name: 'Failed' });
  expect(within(alert).getByText(message)).toBeTruthy();
  const [shown, other] =
    icon === 'question'
      ? ['HelpOutlineOutlinedIcon', 'ErrorOutlineOutlinedIcon']
      : ['ErrorOutlineOutlinedIcon', 'HelpOutlineOutlinedIcon'];
  expect(alert.querySelector(`[data-testid="${shown}"]`)).not.toBeNull();
  expect(alert.querySelector(`[data-testid="${other}"]`)).toBeNull();
  return alert;
}

/**
 * The case every edit screen shares (issue 11): the record loads at a version, the user types, and the save sent
 * with that version (the options of the api-client's update, never `__v` in the body) is refused with 412 because
 * someone changed the record since; the "Failed" alert shows the server's message, the form stays with what was
 * typed.
 */
export function staleEditCase<T extends { __v: number }>(
  screenUnderTest: PageUnderTest,
  {
    read,
    update,
    record,
    typed,
    submit,
    icon,
  }: {
    /** The mocked read and update calls of the domain's api-client. */
    read: Mock;
    update: Mock;
    /** The record the edit screen's address names. */
    record: T;
    /** A text field to type into before saving: its label and what is typed. */
    typed: { label: string; value: string };
    /** The submit button's name. */
    submit: string;
    icon: 'question' | 'error';
  },
) {
  it('shows the 412 message in the "Failed" alert when the record changed since it was loaded, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const version = record.__v + 7;
    read.mockResolvedValue(envelope({ ...record, __v: version }));
    update.mockRejectedValue(Object.assign(new Error(RECORD_MESSAGES.changedSinceOpened), { status: 412 }));
    renderPage(screenUnderTest);
    const field = () => screen.getByLabelText(typed.label, { selector: 'input' }) as HTMLInputElement;
    await screen.findByRole('button', { name: submit });
    await user.clear(field());
    await user.click(field());
    await user.paste(typed.value);
    await user.click(screen.getByRole('button', { name: submit }));
    await expectFailedAlert(RECORD_MESSAGES.changedSinceOpened, icon);
    expect(update).toHaveBeenCalledTimes(1);
    const call = update.mock.calls[0];
    expect(call.at(-1)).toEqual({ version });
    for (const sent of call.slice(1, -1)) {
      if (sent instanceof FormData) expect(sent.has('__v')).toBe(false);
      else expect(JSON.stringify(sent)).not.toContain('__v');
    }
    // The alert closes by itself (SPEC 9); the form is still there, with what was typed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByRole('button', { name: submit })).toBeTruthy();
    expect(field().value).toBe(typed.value);
  });
}

/**
 * The "History" every details screen shares (issue 11): none when the record cannot be loaded; below everything
 * else once it is, collapsed, and the record's audit trail (`auditApi.list(entity, id)`) loaded when opened.
 */
export function recordHistoryCases<T extends { _id: string }>(
  screenUnderTest: PageUnderTest,
  {
    read,
    record,
    history,
    entity,
    related = [],
  }: {
    /** The mocked read call of the domain's api-client, and the record the screen's address names. */
    read: Mock;
    record: T;
    /** The mocked `auditApi.list`, and the entity name it is asked for. */
    history: Mock;
    entity: string;
    /** The mocked calls of the records the page lists besides (answered with none). */
    related?: Mock[];
  },
) {
  const renderScreen = () => renderPage(screenUnderTest);
  const id = record._id;
  const historySection = () => screen.queryByRole('region', { name: 'History' });

  beforeEach(() => {
    history.mockReset();
    for (const list of related) list.mockResolvedValue(listEnvelope([]));
  });

  it('shows no "History" when the record cannot be loaded', async () => {
    read.mockRejectedValue(new Error('Not found'));
    renderScreen();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(historySection()).toBeNull();
    expect(history).not.toHaveBeenCalled();
  });

  it('shows the collapsed "History" below the record and loads its audit trail when opened', async () => {
    const user = userEvent.setup();
    read.mockResolvedValue(envelope(record));
    history.mockResolvedValue(
      listEnvelope([
        {
          _id: 'audit-1',
          entity,
          entityId: id,
          action: 'update',
          at: '2025-01-31T09:15:00.000Z',
          by: { _id: 'user-1', email: 'admin@example.com' },
          changes: [{ field: 'status', before: 'old', after: 'new' }],
        },
      ]),
    );
    renderScreen();
    const open = await screen.findByRole('button', { name: 'History' });
    expect(screen.getAllByRole('region').at(-1)).toBe(historySection());
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(history).not.toHaveBeenCalled();
    await user.click(open);
    expect(await screen.findByText('status: old → new')).toBeTruthy();
    expect(screen.getByText(/· Updated · admin@example\.com$/)).toBeTruthy();
    expect(history).toHaveBeenCalledWith(entity, id);
  });
}

/** The cases every details screen shares: its load states (SPEC 4, 8) and its "History" (issue 11). */
export function detailsScreenCases<T extends { _id: string }>(
  screenUnderTest: PageUnderTest,
  cases: {
    read: Mock;
    record: T;
    failure: Error;
    errorText?: string;
    history: Mock;
    entity: string;
    related?: Mock[];
  },
) {
  const { read, record, failure, errorText } = cases;
  recordLoadCases(screenUnderTest, { read, id: record._id, failure, errorText });
  recordHistoryCases(screenUnderTest, cases);
}

/** The cases every edit screen shares: its load states (SPEC 4, 8) and a save refused as stale (issue 11). */
export function editScreenCases<T extends { _id: string; __v: number }>(
  screenUnderTest: PageUnderTest,
  cases: {
    read: Mock;
    update: Mock;
    record: T;
    failure: Error;
    typed: { label: string; value: string };
    submit: string;
    icon: 'question' | 'error';
  },
) {
  const { read, record, failure } = cases;
  recordLoadCases(screenUnderTest, { read, id: record._id, failure });
  staleEditCase(screenUnderTest, cases);
}
