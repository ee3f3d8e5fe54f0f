// Build time, in Node (a remote's build runs it after rspack): a screen's page drawn once, without data, with the
// CSS it uses, into the remote's dist/first-paint/<screen>.html, and listed in its manifest (metaData.firstPaints);
// the shell's build draws its signed-in layout the same way. The server puts the drawing into the shell page (a
// screen behind the sign-in inside the layout's), so the browser paints the screen as soon as the HTML arrives
// instead of after every script has run; the shell removes it when it has drawn the page itself
// (shell/src/remotes/first-paint.ts). A screen the remote's './first-paint-rows' names is also drawn with sample
// records, as a drawing the server fills with the visitor's (first-paint-rows-template.ts, dist/first-paint/
// <screen>.rows.json, metaData.firstPaintRows).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { LAYOUT_FIRST_PAINT, SCREENS_FILE, type ScreenDeclarations } from '@pm/apps/screens';
import type { ComponentType, ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { FirstPaintRowsContext, type FirstPaintRowsSource } from './first-paint-rows';
import { type DrawRecords, rowsTemplateOf } from './first-paint-rows-template';
import { CssBaseline, ThemeProvider } from './mui-basics';
import { registerScreenPaths } from './navigation';
import type { RemotePages } from './remote-contract';
import { theme } from './theme';

/** Where a build writes its first paints, inside its dist folder. */
const FIRST_PAINT_FOLDER = 'first-paint';

/**
 * The markup of `page` at `pathname` inside the providers the shell gives every page (theme, baseline), preceded by
 * one emotion style element holding the CSS it uses. emotion's cache in the browser takes that element over: the
 * shell does not insert those rules again.
 */
export async function renderFirstPaint(page: ReactElement, pathname: string): Promise<string> {
  const cache = createCache({ key: 'css' });
  // Collects each rule in cache.inserted instead of writing a <style> beside each element.
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <MemoryRouter initialEntries={[pathname]}>{page}</MemoryRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  // Without ids, nothing addresses the drawing: no label names its fields, and its ids are never the page's twice.
  // Without React's preloads of the images it draws: the images are in the drawing, and a row's picture must be
  // in its row (rowsTemplateOf).
  const markup = (await text(prelude))
    .replace(/\s(id|for)="[^"]*"/g, '')
    .replace(/<link rel="preload" as="image"[^>]*>/g, '');
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const names = rules.map(([name]) => name).join(' ');
  const css = rules.map(([, rule]) => rule).join('');
  return `<style data-emotion="${cache.key} ${names}">${css}</style>${markup}`;
}

/** `Page` at `pathname` as its first paint draws it with the records it is given (FirstPaintRowsContext). */
export function drawingWithRecords(Page: ComponentType, pathname: string): DrawRecords {
  return (records) =>
    renderFirstPaint(
      <FirstPaintRowsContext value={records}>
        <Page />
      </FirstPaintRowsContext>,
      pathname,
    );
}

/** The exports of the module that the remote in `appDirectory` names in its package's `exports` as `entry`. */
async function remoteModule<T>(appDirectory: string, entry: string): Promise<Partial<T> | undefined> {
  const { exports } = JSON.parse(readFileSync(path.join(appDirectory, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  const file = exports?.[entry];
  return file ? ((await import(pathToFileURL(path.join(appDirectory, file)).href)) as Partial<T>) : undefined;
}

/** The pages of the remote in `appDirectory`: its package's './routes' export, the module it exposes to the shell. */
async function remotePages(appDirectory: string): Promise<RemotePages> {
  const module = await remoteModule<{ pages: RemotePages }>(appDirectory, './routes');
  if (!module?.pages)
    throw new Error(`${appDirectory} exports no './routes' module with its pages: none to draw.`);
  return module.pages;
}

/**
 * Draws the pages of the screens that the remote in `appDirectory` declares with `firstPaint` into its build, and
 * lists the files in its mf-manifest.json. A build has no data: a screen behind the sign-in is drawn as it is before
 * its data comes, and the server shows it inside the shell's signed-in layout (writeLayoutFirstPaint).
 */
export async function writeFirstPaints(appDirectory: string) {
  const screens = JSON.parse(
    readFileSync(path.join(appDirectory, SCREENS_FILE), 'utf8'),
  ) as ScreenDeclarations;
  registerScreenPaths(Object.fromEntries(Object.entries(screens).map(([id, screen]) => [id, screen.path])));
  // The pages' modules are imported below: the images they import become data: URLs.
  register('./first-paint-images.mjs', import.meta.url);
  const pages = await remotePages(appDirectory);
  const screenIds = Object.keys(screens).filter((id) => screens[id]?.firstPaint);
  const dist = path.join(appDirectory, 'dist');
  mkdirSync(path.join(dist, FIRST_PAINT_FOLDER), { recursive: true });
  const firstPaints: Record<string, string> = {};
  for (const id of screenIds) {
    const screen = screens[id];
    const Page = pages[id];
    if (!screen || !Page)
      throw new Error(`${id} is not a screen of ${SCREENS_FILE} with a page: it has no first paint.`);
    // A page in its own chunk renders at once when it was loaded before.
    await Page.preload?.();
    const file = `${FIRST_PAINT_FOLDER}/${id}.html`;
    writeFileSync(path.join(dist, file), await renderFirstPaint(<Page />, screen.path));
    firstPaints[id] = file;
  }
  const rowsSources =
    (
      await remoteModule<{ firstPaintRows: Record<string, FirstPaintRowsSource> }>(
        appDirectory,
        './first-paint-rows',
      )
    )?.firstPaintRows ?? {};
  const firstPaintRows: Record<string, string> = {};
  for (const [id, source] of Object.entries(rowsSources)) {
    const screen = screens[id];
    const Page = pages[id];
    if (!screen?.firstPaint || !Page)
      throw new Error(
        `${id} draws rows in its first paint, but is not a screen of ${SCREENS_FILE} with firstPaint.`,
      );
    const file = `${FIRST_PAINT_FOLDER}/${id}.rows.json`;
    const template = await rowsTemplateOf(drawingWithRecords(Page, screen.path), screen.path, source);
    writeFileSync(path.join(dist, file), JSON.stringify(template));
    firstPaintRows[id] = file;
  }
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.firstPaints = firstPaints;
  manifest.metaData.firstPaintRows = firstPaintRows;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

/**
 * Draws the shell's signed-in `layout` (holding LAYOUT_FIRST_PAINT's marks) into the shell's build in
 * `appDirectory`, where the server reads it to put a screen's first paint inside it.
 */
export async function writeLayoutFirstPaint(appDirectory: string, layout: ReactElement) {
  const file = path.join(appDirectory, 'dist', LAYOUT_FIRST_PAINT.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await renderFirstPaint(layout, '/'));
}
