// Build time, in Node (a remote's build runs it after rspack): each public screen's page drawn once, without data,
// with the CSS it uses, into the remote's dist/first-paint/<screen>.html, and listed in its manifest
// (metaData.firstPaints). The server puts that drawing into the shell page of a signed-out visit, so the browser
// paints the screen as soon as the HTML arrives instead of after every script has run; the shell removes it when
// it has drawn the page itself (shell/src/remotes/first-paint.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { SCREENS_FILE, type ScreenDeclarations } from '@pm/apps/screens';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { CssBaseline, ThemeProvider } from './mui-basics';
import { registerScreenPaths } from './navigation';
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
  const markup = (await text(prelude)).replace(/\s(id|for)="[^"]*"/g, '');
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const names = rules.map(([name]) => name).join(' ');
  const css = rules.map(([, rule]) => rule).join('');
  return `<style data-emotion="${cache.key} ${names}">${css}</style>${markup}`;
}

/**
 * Draws each of `pages` (screen id -> its page, with no data) into the build in `appDirectory`, and lists the files
 * in its mf-manifest.json. Only public screens: a signed-in page shows one person's data.
 */
export async function writeFirstPaints(appDirectory: string, pages: Record<string, ReactElement>) {
  const screens = JSON.parse(
    readFileSync(path.join(appDirectory, SCREENS_FILE), 'utf8'),
  ) as ScreenDeclarations;
  registerScreenPaths(Object.fromEntries(Object.entries(screens).map(([id, screen]) => [id, screen.path])));
  const dist = path.join(appDirectory, 'dist');
  mkdirSync(path.join(dist, FIRST_PAINT_FOLDER), { recursive: true });
  const firstPaints: Record<string, string> = {};
  for (const [id, page] of Object.entries(pages)) {
    const screen = screens[id];
    if (!screen?.public)
      throw new Error(`${id} is not a public screen of ${SCREENS_FILE}: it has no first paint.`);
    const file = `${FIRST_PAINT_FOLDER}/${id}.html`;
    writeFileSync(path.join(dist, file), await renderFirstPaint(page, screen.path));
    firstPaints[id] = file;
  }
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.firstPaints = firstPaints;
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
}
