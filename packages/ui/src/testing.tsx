// Test support for the apps' page tests (package subpath '@pm/ui/testing'); never imported by app code.

import { FeedbackHost } from '@pm/ui/feedback';
import { render } from '@testing-library/react';
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

/** What our server answers on success (the api-client's Envelope / ListEnvelope), for mocked calls. */
export const envelope = <T,>(data: T) => ({ statusCode: 200, message: 'Success', data });
export const listEnvelope = <T,>(data: T[]) => ({
  ...envelope(data),
  page: 1,
  limit: 15,
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
