import type { RouteFacts } from '@pm/api-contract/routes';
import { ROWS_ATTRIBUTE } from '@pm/apps/first-paint-rows';
import { FIRST_PAINT_ELEMENT_ID } from '@pm/apps/screens';
import { createContext, useContext, useLayoutEffect } from 'react';
import type { LoadState } from './use-load';

/**
 * A screen's first paint with its records (@pm/apps/first-paint-rows): the API operation it draws, a list's (its
 * first page, a row each) or with `params` a record's (the whole page), and sample records, one for each way the
 * page draws one (with and without a picture, say). The remote's package exports them as './first-paint-rows', for
 * its build alone: the browser never loads them.
 */
export interface FirstPaintRowsSource<T = unknown> {
  route: RouteFacts & { method: 'GET' };
  /** The operation's query parameters, each the screen path's parameter of that name (`{ id: 'id' }`). */
  params?: Record<string, string>;
  samples: readonly T[];
}

/** Screen id -> what its first paint draws its records from (a remote's './first-paint-rows' module). */
export type ScreenFirstPaintRows<Screens> = { [Id in keyof Screens]?: FirstPaintRowsSource };

/** At build time only: the records a page draws at once, as if its API's answer had come. */
export const FirstPaintRowsContext = createContext<readonly unknown[] | undefined>(undefined);

/**
 * A page's load state: `loaded`, or at build time the records its first paint draws (FirstPaintRowsContext), as
 * `fromRecords` makes its data of them. Once it is no longer loading in the browser (the records drawn, or why there
 * are none), takes away a first paint that the server drew with the records (ROWS_ATTRIBUTE), which the shell keeps
 * until then so that "Loading..." never shows in their place; in the commit that draws them, so the two never show
 * together.
 */
export function useDrawnRecords<T>(
  loaded: LoadState<T>,
  fromRecords: (records: readonly unknown[]) => T,
): LoadState<T> {
  const drawnAtBuild = useContext(FirstPaintRowsContext);
  const state: LoadState<T> = drawnAtBuild ? { status: 'loaded', data: fromRecords(drawnAtBuild) } : loaded;
  const loading = state.status === 'loading';
  useLayoutEffect(() => {
    if (!loading) document.querySelector(`#${FIRST_PAINT_ELEMENT_ID}[${ROWS_ATTRIBUTE}]`)?.remove();
  }, [loading]);
  return state;
}
