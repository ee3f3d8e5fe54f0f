import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, AUTH_COOKIE, PAGING, ROUTES } from '@pm/api-contract/routes';
import { remotes, shell } from '@pm/apps';
import { fillRows, ROWS_ATTRIBUTE, type RowsTemplate } from '@pm/apps/first-paint-rows';
import {
  FIRST_PAINT_ELEMENT_ID,
  LAYOUT_FIRST_PAINT,
  RUNTIME_CONFIG_ELEMENT_ID,
  SIGNED_IN_PERSON_ELEMENT_ID,
  SIGNED_IN_PRELOAD_ATTRIBUTE,
} from '@pm/apps/screens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedInStaffUser, SignedInStaffUserOf } from '../auth/require-auth';
import type { Config } from '../config';
import { sendFailure } from '../http/errors';
import { sessionAnswerOf } from '../sign-in/session-routes';
import type { PageFacts, Preload, RemoteCatalog, RuntimeConfig } from './remote-catalog';

const NO_CACHE = 'no-cache';
/** A shell page that carries who is signed in: kept by no cache, not even the browser's. */
const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A content-hashed chunk, or its precompressed copy. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|mjs)(\.br|\.gz)?$/;

/** Entry points and manifests must be revalidated; content-hashed chunks never change. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

const NOT_SITE_PATHS = /^\/(api|remotes|files)(\/|$)/;
/** Source maps stay beside the builds for whoever debugs on the server; the scripts name none, and none is served. */
const SOURCE_MAP = /\.map$/;

/**
 * The embedded default (DESIGN 5.1): the shell at /, each remote's build under /remotes/<folder>/, remotes.json
 * (remote-catalog.ts),
 * and the shell's index.html for every other page a browser asks for (the shell shows Not Found itself).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  config: Config,
  catalog: RemoteCatalog,
  signedInStaffUserOf: SignedInStaffUserOf,
) {
  const shellDist = path.join(config.webRoot, shell.folder, 'dist');
  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    sendShellPage(request, reply, { app, shellDist, catalog, signedInStaffUserOf }, pathname);
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return catalog.runtimeConfig();
  });

  app.get('/', (request, reply) => sendPage(request, reply, '/'));
  const builds = [
    { name: 'shell', dist: shellDist, prefix: '/', crossOrigin: false },
    ...Object.values(remotes).map(({ folder }) => ({
      name: folder,
      dist: path.join(config.webRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      crossOrigin: true,
    })),
  ];
  for (const build of builds) {
    if (!existsSync(build.dist)) {
      app.log.warn(
        `${build.name} is not built (${build.dist} is missing): its files answer 404 until \`npm run build\` runs.`,
      );
    }
    // Registered even when missing, so a build made after start is served without a restart.
    await app.register(fastifyStatic, {
      root: build.dist,
      prefix: build.prefix,
      decorateReply: false,
      suppressWarning: true,
      wildcard: true,
      // `/` is the shell page with its runtime configuration (sendShellPage), not index.html as built.
      index: false,
      allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
      // The build wrote each text file's `.br` and `.gz` beside it: sent as they are, with Vary: accept-encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // A shell on another origin loads the remotes' scripts and images: CORS and CORP both allow it.
        if (build.crossOrigin) {
          reply.header('access-control-allow-origin', '*');
          reply.header('cross-origin-resource-policy', 'cross-origin');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (/^\/api(\/|$)/.test(pathname)) return sendFailure(reply, 404, 'No such API route.');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NOT_SITE_PATHS.test(pathname) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendPage(request, reply, pathname);
    return sendFailure(reply, 404, 'Nothing is served at this address.');
  });
}

/** Text made safe for an HTML attribute's value or an element's content. */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What the shell page carries so that its start waits for nothing the server already knows: the runtime
 * configuration (what remotes.json answers), preload hints for the manifest and first scripts of the remote that
 * owns the page, fetched by the browser beside the shell's own code, and on a signed-in page behind the sign-in who
 * is signed in (what GET /session answers).
 */
export function shellPageHead(
  config: RuntimeConfig,
  preloads: Preload[],
  person: SignedInStaffUser | null = null,
): string {
  const links = preloads.map(({ href, as }) =>
    as === 'fetch'
      ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`
      : `<link rel="preload" as="script" href="${escapeAttribute(href)}">`,
  );
  const signedIn = person ? jsonDataBlock(SIGNED_IN_PERSON_ELEMENT_ID, sessionAnswerOf(person)) : '';
  return `${jsonDataBlock(RUNTIME_CONFIG_ELEMENT_ID, config)}${links.join('')}${signedIn}`;
}

/** A JSON data block, which no Content-Security-Policy blocks: `<` escaped, so that no text in it can close it. */
function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** Where the shell page's body starts: the element the shell renders into (the build's index.html). */
const SHELL_ROOT = '<div id="root"></div>';

/** The element that ends the first paint: the browser draws nothing before it has read that far. */
const FIRST_PAINT_END_ID = `${FIRST_PAINT_ELEMENT_ID}-end`;

/**
 * Holds the page's rendering until the whole first paint is parsed: a part of it drawn alone (a card without its
 * fields) would move when the rest comes, a layout shift.
 */
const WAIT_FOR_FIRST_PAINT = `<link rel="expect" href="#${FIRST_PAINT_END_ID}" blocking="render">`;

/**
 * The first paint of a screen, over the shell's root: seen at once, but inert (nothing in it can be focused,
 * typed into or pressed, and assistive technology skips it) until the shell draws the page and removes it. Laid
 * over the root rather than before it, so that the root neither moves nor adds a scroll bar meanwhile (a layout
 * shift of the whole page).
 */
export function firstPaintElement(firstPaint: string, rowsOf?: string): string {
  const rows = rowsOf ? ` ${ROWS_ATTRIBUTE}="${escapeAttribute(rowsOf)}"` : '';
  return (
    `<div id="${FIRST_PAINT_ELEMENT_ID}"${rows} inert aria-hidden="true" style="position:fixed;inset:0;z-index:1;overflow:auto">` +
    `<fieldset disabled style="display:contents">${firstPaint}<span id="${FIRST_PAINT_END_ID}"></span></fieldset></div>`
  );
}

/** The shell build's drawing of its signed-in layout (LAYOUT_FIRST_PAINT); none from a build without it. */
async function readLayoutDrawing(shellDist: string): Promise<string | undefined> {
  return readFile(path.join(shellDist, LAYOUT_FIRST_PAINT.file), 'utf8').catch(() => undefined);
}

/**
 * The first paint of a screen behind the sign-in: the shell's layout with the screen's title and breadcrumb, around
 * the remote's drawing of the page, or "Loading..." as the shell shows it first where the remote drew none. None
 * where the shell would not draw that page at once for `person` (a screen limited to other roles, a second step to
 * turn on first), or where the shell's build drew no layout.
 */
export function inSignedInLayout(
  layoutDrawing: string | undefined,
  { firstPaint, layout }: PageFacts,
  person: Pick<SignedInStaffUser, 'role' | 'mustEnrol'>,
): string | undefined {
  if (!layoutDrawing || !layout || person.mustEnrol) return undefined;
  if (layout.roles && !layout.roles.includes(person.role)) return undefined;
  const { title, sectionLabel, sectionPath, page } = LAYOUT_FIRST_PAINT;
  return layoutDrawing
    .replaceAll(title, () => escapeAttribute(layout.title))
    .replaceAll(sectionLabel, () => escapeAttribute(layout.section.label))
    .replaceAll(sectionPath, () => escapeAttribute(layout.section.path))
    .replace(
      new RegExp(`<${page}>(.*?)</${page}>`, 's'),
      (_element, loading: string) => firstPaint ?? loading,
    );
}

/** The shell build's preload hints for its signed-in layout (packages/mf-config: preloadStartChunks). */
const SIGNED_IN_PRELOAD = new RegExp(`<link\\b[^>]*\\s${SIGNED_IN_PRELOAD_ATTRIBUTE}(?=[\\s=>])[^>]*>`, 'g');

/** Who the request's auth cookie signs in; nobody when the database cannot say (the shell then asks itself). */
async function personOf(request: FastifyRequest, signedInStaffUserOf: SignedInStaffUserOf) {
  const token = request.cookies[AUTH_COOKIE];
  if (!token) return null;
  try {
    return await signedInStaffUserOf(token);
  } catch (error) {
    request.log.warn({ err: error }, 'Who is signed in could not be looked up for the shell page.');
    return null;
  }
}

/**
 * The API's GET operations behind the sign-in without a path parameter (lists, and records by query): the only ones
 * a drawing with records may name as its source.
 */
const READ_SOURCES = new Set<string>(
  Object.values(ROUTES)
    .filter(
      (route) => route.method === 'GET' && !('public' in route && route.public) && !route.path.includes(':'),
    )
    .map((route) => route.path),
);

/**
 * The screen's drawing with its records (a list's first page, or the record its address names), as the API answers
 * them to the visitor's token (their role's view: a viewer's masked numbers); undefined when it answers otherwise,
 * has no record, or a record the drawing has no row for. The records are the visitor's own, in a page nobody caches
 * (NO_STORE).
 */
async function drawingWithRows(
  app: FastifyInstance,
  request: FastifyRequest,
  template: RowsTemplate,
  params: Record<string, string> = {},
): Promise<string | undefined> {
  const token = request.cookies[AUTH_COOKIE];
  if (!token || !READ_SOURCES.has(template.source)) return undefined;
  const query = template.params
    ? Object.fromEntries(Object.entries(template.params).map(([name, param]) => [name, params[param] ?? '']))
    : { page: String(PAGING.page), limit: String(PAGING.limit) };
  try {
    const answer = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}${template.source}`,
      query,
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.statusCode !== 200) return undefined;
    const { data } = answer.json() as { data?: unknown };
    const records = template.params ? [data] : data;
    return Array.isArray(records) ? fillRows(template, records) : undefined;
  } catch (error) {
    request.log.warn({ err: error }, "The screen's records could not be drawn into the shell page.");
    return undefined;
  }
}

async function sendShellPage(
  request: FastifyRequest,
  reply: FastifyReply,
  site: {
    app: FastifyInstance;
    shellDist: string;
    catalog: RemoteCatalog;
    signedInStaffUserOf: SignedInStaffUserOf;
  },
  pathname: string,
) {
  const { shellDist, catalog } = site;
  let html: string;
  try {
    html = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  } catch {
    reply.log.warn(`The shell is not built (${shellDist}/index.html is missing).`);
    return sendFailure(reply, 404, 'The web app is not built yet. Run `npm run build`, then reload.');
  }
  const config = await catalog.runtimeConfig();
  const screen = catalog.pageAt(pathname, config);
  // Only a screen behind the sign-in draws the signed-in layout, and with who is signed in the layout draws the page
  // without asking first. Any other visit shows a public screen, or goes to one (a token that signs nobody in).
  const person = screen.behindSignIn ? await personOf(request, site.signedInStaffUserOf) : null;
  const layoutDrawing = person ? await readLayoutDrawing(shellDist) : undefined;
  const inLayout = person && inSignedInLayout(layoutDrawing, screen, person);
  // The records only where the page is drawn at once for that person.
  const withRows =
    inLayout && screen.rowsTemplate
      ? await drawingWithRows(site.app, request, screen.rowsTemplate, screen.params)
      : undefined;
  const firstPaint = screen.behindSignIn
    ? person && withRows
      ? inSignedInLayout(layoutDrawing, { ...screen, firstPaint: withRows }, person)
      : inLayout
    : // A signed-in visit of a public screen goes on to /: it gets no drawing of the screen it leaves.
      request.cookies[AUTH_COOKIE]
      ? undefined
      : screen.firstPaint;
  const head = shellPageHead(config, screen.preloads, person);
  const page = person ? html : html.replace(SIGNED_IN_PRELOAD, '');
  const [headEnd, body] = firstPaint
    ? [
        `${WAIT_FOR_FIRST_PAINT}</head>`,
        `${firstPaintElement(firstPaint, withRows && screen.screenId)}${SHELL_ROOT}`,
      ]
    : ['</head>', SHELL_ROOT];
  return reply
    .code(200)
    .header('cache-control', person ? NO_STORE : NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(page.replace('</head>', `${head}${headEnd}`).replace(SHELL_ROOT, body));
}
