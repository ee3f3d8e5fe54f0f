// Test support for the apps' page tests (package subpath '@pm/ui/testing'); never imported by app code.

import { PAGING, type StaffRole } from '@pm/api-contract/routes';
import { sessionStore } from '@pm/session';
import { FeedbackHost } from '@pm/ui/feedback';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type InitialEntry, MemoryRouter, Route, Routes } from 'react-router';

/**
 * Renders `routes` (path -> page; a text stands for another page as `<p>text</p>`) in a MemoryRouter opened
 * at the last of `entries` (the earlier ones are the history), next to the FeedbackHost the shell renders.
 */
export function renderRoutes(entries: InitialEntry | InitialEntry[], routes: Record<string, ReactNode>) {
  return render(
    <MemoryRouter initialEntries={Array.isArray(entries) ? entries : [entries]}>
      <Routes>
        {Object.entries(routes).map(([path, page]) => (
          <Route key={path} path={path} element={typeof page === 'string' ? <p>{page}</p> : page} />
        ))}
      </Routes>
      <FeedbackHost />
    </MemoryRouter>,
  );
}

/**
 * The signed-in person the page draws for, as the shell knows them from GET /session before it draws a page: an
 * admin in every page test (set before each by the shared setup), another role when a test says so.
 */
export function actAs(role: StaffRole, mustEnrol = false): void {
  sessionStore.getState().setPerson({ name: `Test ${role}`, email: `${role}@agency.test`, role, mustEnrol });
}

/** A screen as a page test opens it. */
export interface PageUnderTest {
  /** The address it opens at (a string, or a location with state), after the `from` entries of the history. */
  path: InitialEntry;
  from?: InitialEntry[];
  /** Its route pattern; the path itself when not given. */
  pattern?: string;
  page: ReactNode;
  /** The screens it leads to, by route: a text stands for a screen (see renderRoutes). */
  leadsTo?: Record<string, ReactNode>;
}

/** Renders the screen of a page test (see renderRoutes). */
export function renderPage({ path, from = [], pattern, page, leadsTo }: PageUnderTest) {
  const route = pattern ?? (typeof path === 'string' ? path : (path.pathname ?? '/'));
  return renderRoutes([...from, path], { [route]: page, ...leadsTo });
}

/**
 * The api-client module of a page test with some calls of some of its apis mocked, for
 * `vi.mock('@pm/api-client', async (importActual) => (await import('@pm/ui/testing')).mockApis(importActual, {
 * ownersApi: ['get'] }))`; the rest stays real (ApiError, option loaders, form-data builders). The page test
 * configuration resets every mock before each test.
 */
export async function mockApis(importActual: () => Promise<unknown>, calls: Record<string, string[]>) {
  const actual = (await importActual()) as Record<string, unknown>;
  const mocked = Object.entries(calls).map(([api, names]) => [
    api,
    Object.fromEntries(names.map((name) => [name, vi.fn()])),
  ]);
  return { ...actual, ...Object.fromEntries(mocked) };
}

/** What our server answers on success (okAnswer / listAnswer of @pm/api-contract), for mocked calls. */
export const envelope = <T,>(data: T) => ({ statusCode: 200 as const, message: 'Success' as const, data });
export const listEnvelope = <T,>(data: T[]) => ({
  ...envelope(data),
  page: PAGING.page,
  limit: PAGING.limit,
  total: data.length,
});

/** A promise the test settles when it wants, to look at the in-between state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The texts of a table's column headers. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** The texts of a table, row by row (headers, then cells). */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent),
    );

/** The value a details page shows under a label (a DetailField). */
export function detailValue(
  label: string,
  container: HTMLElement = document.body,
): string | null | undefined {
  return within(container).getByText(label, { selector: '.MuiTypography-caption' }).nextElementSibling
    ?.textContent;
}

/** The text entries of a multipart body, by name (files left out). */
export function textEntries(body: FormData): Record<string, string> {
  return Object.fromEntries(
    [...body.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The message a form field shows (its aria-describedby text), or null. */
export function fieldMessage(label: string): string | null {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
}

/** A small PNG file, as a user would choose one. */
export const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** A small PDF file. */
export const pdfFile = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/**
 * Fills text fields by their labels as a user pasting into each (far faster than typing key by key on a busy
 * machine), inside `container` when given.
 */
export async function pasteInto(
  user: UserEvent,
  values: Record<string, string>,
  container: HTMLElement = document.body,
) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(within(container).getByLabelText(label));
    await user.paste(value);
  }
}
