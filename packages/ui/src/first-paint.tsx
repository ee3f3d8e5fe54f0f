// Build time, in Node (a remote's build runs it after rspack): a screen's page drawn once, without data, with the
// CSS it uses, into the remote's dist/first-paint/<screen>.html, and listed in its manifest (metaData.firstPaints);
// the shell's build draws its signed-in layout the same way. The server puts the drawing into the shell page (a
// screen behind the sign-in inside the layout's), so the browser paints the screen as soon as the HTML arrives
// instead of after every script has run; the shell removes it when it has drawn the page itself
// (shell/src/remotes/first-paint.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  escapeHtml,
  fillRows,
  formOf,
  type RecordShape,
  ROWS_SLOT,
  type RowsTemplate,
  TOKEN_END,
  TOKEN_START,
  tokenOf,
} from '@pm/apps/first-paint-rows';
import { LAYOUT_FIRST_PAINT, SCREENS_FILE, type ScreenDeclarations } from '@pm/apps/screens';
import type { ComponentType, ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { FirstPaintRowsContext, type FirstPaintRowsSource } from './first-paint-rows';
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
    const template = await rowsTemplateOf(Page, screen.path, source);
    writeFileSync(path.join(dist, file), JSON.stringify(template));
    firstPaintRows[id] = file;
  }
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.firstPaints = firstPaints;
  manifest.metaData.firstPaintRows = firstPaintRows;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}

type JsonPath = (string | number)[];

function withValueAt(value: unknown, [key, ...rest]: JsonPath, replacement: unknown): unknown {
  if (key === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, i) => (i === key ? withValueAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [key]: withValueAt(record[String(key)], rest, replacement) };
}

/** A value of the same kind that a drawing depending on it draws otherwise (a text with characters to escape). */
function otherThan(value: unknown): unknown {
  if (typeof value === 'string') return `${value}<&"'>`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length > 0 ? [] : ['pm'];
  if (value !== null && typeof value === 'object') return {};
  return 'pm';
}

/** Another text of the same form (formOf): each digit and ASCII letter the next one. */
function sameFormOther(text: string): string {
  return text.replace(/[0-9a-zA-Z]/g, (character) =>
    character === '9'
      ? '0'
      : character === 'z'
        ? 'a'
        : character === 'Z'
          ? 'A'
          : String.fromCharCode(character.charCodeAt(0) + 1),
  );
}

type TextShape = Extract<RecordShape, { text: number }>;

/** `value` with every place `shape` writes as text replaced (by its mark, by another text). */
function replaceTexts(
  value: unknown,
  shape: RecordShape,
  replace: (text: string, shape: TextShape) => string,
): unknown {
  if ('text' in shape) return replace(value as string, shape);
  if ('items' in shape)
    return (value as unknown[]).map((item, i) => replaceTexts(item, shape.items[i] as RecordShape, replace));
  if ('fields' in shape) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(record).map(([key, field]) => [
        key,
        replaceTexts(field, shape.fields[key] as RecordShape, replace),
      ]),
    );
  }
  return value;
}

/**
 * The drawing of a page with records for the server to fill (@pm/apps/first-paint-rows): a list's rows, or with
 * `params` a details page's record as its one row. Found by drawing the page with each sample: a place of the
 * record whose change leaves the drawing as it is may hold anything; a text that the drawing writes as it is becomes
 * a mark (in any form, or only in the sample's); anything else must be as in the sample. The result is checked by
 * drawing the samples, and the samples with every text changed, both ways; a page that draws its records any other
 * way fails the build, which names the screen.
 */
export async function rowsTemplateOf(
  Page: ComponentType,
  pathname: string,
  { route, params, samples }: FirstPaintRowsSource,
): Promise<RowsTemplate> {
  const draw = (rows: readonly unknown[]) =>
    renderFirstPaint(
      <FirstPaintRowsContext value={rows}>
        <Page />
      </FirstPaintRowsContext>,
      pathname,
    );
  // Where the rows are in a drawing: from the `<tr` before the first mark to the `</tr>` after the last one; a
  // record's page is its one row.
  const rowsIn = (drawn: string) => {
    if (params) return { start: 0, end: drawn.length };
    const start = drawn.lastIndexOf('<tr', drawn.indexOf(TOKEN_START));
    const end = drawn.indexOf('</tr>', drawn.lastIndexOf(TOKEN_END));
    if (!drawn.includes(TOKEN_START) || start < 0 || end < 0)
      throw new Error(
        `${pathname}: a sample's row writes none of its texts in a table row; it cannot be filled.`,
      );
    return { start, end: end + '</tr>'.length };
  };
  const rows: RowsTemplate['rows'] = [];
  for (const sample of samples) {
    const shape = await shapeOf(sample, draw);
    const marked = await draw([replaceTexts(sample, shape, (_text, { text }) => tokenOf(text))]);
    const { start, end } = rowsIn(marked);
    rows.push({ shape, html: marked.slice(start, end) });
  }
  // The page around its rows as drawn with a row of each sample: its styles hold the rules of every way of drawing one.
  const allMarked = await draw(
    samples.map((sample, i) =>
      replaceTexts(sample, rows[i]?.shape as RecordShape, (_text, { text }) => tokenOf(text)),
    ),
  );
  const { start, end } = rowsIn(allMarked);
  const page = params ? ROWS_SLOT : `${allMarked.slice(0, start)}${ROWS_SLOT}${allMarked.slice(end)}`;
  const template: RowsTemplate = { source: route.path, ...(params && { params }), page, rows };
  const changed = samples.map((sample, i) => changedTexts(sample, rows[i]?.shape));
  const checks = params ? [...samples, ...changed].map((record) => [record]) : [samples, changed];
  for (const records of checks) {
    if (fillRows(template, records) !== (await draw(records)))
      throw new Error(
        `${pathname}: its rows drawn from the samples differ from the page's own drawing of them: ` +
          'a text is drawn otherwise than as it is (formatted, shortened), or the samples do not show every way a row is drawn.',
      );
  }
  return template;
}

function changedTexts(sample: unknown, shape: RecordShape | undefined): unknown {
  if (!shape) return sample;
  return replaceTexts(sample, shape, (text, { like }) =>
    like === undefined ? (otherThan(text) as string) : sameFormOther(text),
  );
}

/**
 * What the drawing of `sample`'s row asks of a record, place by place (RecordShape); a text that is drawn otherwise
 * than as it is (a date formatted, a name shortened) must be as in the sample.
 */
async function shapeOf(
  sample: unknown,
  draw: (rows: readonly unknown[]) => Promise<string>,
): Promise<RecordShape> {
  const drawn = await draw([sample]);
  const drawsAs = async (rows: readonly unknown[], expected: string) => {
    try {
      return (await draw(rows)) === expected;
    } catch {
      return false;
    }
  };
  /** Whether the drawing stays the same whatever is at `at`: with other values of every kind it could depend on. */
  const drawsAsIfAny = async (value: unknown, at: JsonPath) => {
    const others =
      typeof value === 'string'
        ? [otherThan(value), sameFormOther(value), '']
        : typeof value === 'number'
          ? [value + 1, -value - 1, value * 1000 + 7]
          : [otherThan(value)];
    for (const other of others) {
      if (other === value || !(await drawsAs([withValueAt(sample, at, other)], drawn))) return false;
    }
    return true;
  };
  let texts = 0;
  const shapeAt = async (value: unknown, at: JsonPath): Promise<RecordShape> => {
    if (at.length > 0 && (await drawsAsIfAny(value, at))) return { any: true };
    if (Array.isArray(value) && value.length > 0) {
      const items: RecordShape[] = [];
      for (const [i, item] of value.entries()) items.push(await shapeAt(item, [...at, i]));
      return { items };
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const fields: Record<string, RecordShape> = {};
      for (const [key, field] of Object.entries(value)) fields[key] = await shapeAt(field, [...at, key]);
      return { fields };
    }
    if (typeof value === 'string' && value !== '') {
      // A text is a mark where the page draws the record with another text in its place as it draws the mark filled.
      const index = texts++;
      const changed = otherThan(value) as string;
      const marked = await draw([withValueAt(sample, at, tokenOf(index))]).catch(() => '');
      const filledWith = (text: string) => marked.replaceAll(tokenOf(index), escapeHtml(text));
      const drawnAsIs = async (text: string) =>
        text !== value && (await drawsAs([withValueAt(sample, at, text)], filledWith(text)));
      if (marked && filledWith(value) === drawn) {
        if (await drawnAsIs(changed)) {
          const orEmpty = await drawsAs([withValueAt(sample, at, '')], filledWith(''));
          return orEmpty ? { text: index, orEmpty } : { text: index };
        }
        // Drawn as it is in the sample's form only (a date cut to its first ten characters).
        if (await drawnAsIs(sameFormOther(value))) return { text: index, like: formOf(value) };
      }
      texts--;
    }
    return { is: value };
  };
  return shapeAt(sample, []);
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
