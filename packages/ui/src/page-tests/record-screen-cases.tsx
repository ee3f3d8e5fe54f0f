// The cases every details and edit screen shares: loading the record of the route (SPEC 4, 8), its "History" and a
// stale save (issue 11).
import { RECORD_MESSAGES } from '@pm/schemas/record-fields';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, type Mock } from 'vitest';
import { actAs, deferred, envelope, listEnvelope, type PageUnderTest, renderPage } from '../testing';
import { expectFailedAlert } from './form-cases';

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
    // A details page keeps the place of its Update link (hidden) so that nothing moves when the record arrives.
    expect(screen.queryByRole('link', { name: /^Update/ })).toBeNull();
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

/**
 * What a role sees of a loaded details screen's heading (issue 27): an admin and an agent the "Update ..." link of
 * SPEC 2 to the edit page, a viewer Back only.
 */
export function detailsRoleCases<T extends { _id: string }>(
  screenUnderTest: PageUnderTest,
  { read, record, related = [] }: { read: Mock; record: T; related?: Mock[] },
) {
  beforeEach(() => {
    for (const list of related) list.mockResolvedValue(listEnvelope([]));
  });

  it.each(['admin', 'agent'] as const)(
    'shows an %s the Update link once the record is loaded',
    async (role) => {
      actAs(role);
      read.mockResolvedValue(envelope(record));
      renderPage(screenUnderTest);
      expect(await screen.findByRole('link', { name: /^Update/ })).toBeTruthy();
    },
  );

  it('shows a viewer no Update link, only Back', async () => {
    actAs('viewer');
    read.mockResolvedValue(envelope(record));
    renderPage(screenUnderTest);
    expect(await screen.findByRole('button', { name: 'History' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Update/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Add|Update|Edit|Delete)/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Back/ })).toBeTruthy();
  });
}

/**
 * The cases every details screen shares: its load states (SPEC 4, 8), its "History" (issue 11) and what each role
 * sees of its heading (issue 27).
 */
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
  detailsRoleCases(screenUnderTest, cases);
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
