import type { RouteFacts } from '@pm/api-contract/routes';
import { ROWS_ATTRIBUTE } from '@pm/apps/first-paint-rows';
import { FIRST_PAINT_ELEMENT_ID } from '@pm/apps/screens';
import { createContext, useLayoutEffect } from 'react';

/**
 * A list screen's first paint with its rows (@pm/apps/first-paint-rows): the API list operation whose first page
 * the rows are, and sample records, a row of each way the page draws one (with and without a picture, say). The
 * remote's package exports them as './first-paint-rows', for its build alone: the browser never loads them.
 */
export interface FirstPaintRowsSource<T = unknown> {
  route: RouteFacts & { method: 'GET' };
  samples: readonly T[];
}

/** Screen id -> what its first paint draws its rows from (a remote's './first-paint-rows' module). */
export type ScreenFirstPaintRows<Screens> = { [Id in keyof Screens]?: FirstPaintRowsSource };

/** At build time only: the records a list page draws at once, as if its first page had come. */
export const FirstPaintRowsContext = createContext<readonly unknown[] | undefined>(undefined);

/**
 * In the browser, once a list page has drawn its rows (or why it has none): takes away a first paint that the server
 * drew with the rows (ROWS_ATTRIBUTE), which the shell keeps until then so that "Loading..." never shows in their
 * place. In the commit that draws them, so the two never show together.
 */
export function useReportRowsDrawn(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) document.querySelector(`#${FIRST_PAINT_ELEMENT_ID}[${ROWS_ATTRIBUTE}]`)?.remove();
  }, [loading]);
}
