// The screens of each app, declared once by the app that owns them (its src/screens.json) and carried in its
// mf-manifest.json (metaData.screens, with metaData.pages: the screens its './routes' module has a page for). The
// server gathers them into remotes.json, the shell builds its router, menu and breadcrumbs from them, and
// deploy:remote refuses a remote whose screens conflict with the others'. Plain functions over plain data.

/** The staff roles a screen may be limited to. */
export const STAFF_ROLES = ['admin', 'agent', 'viewer'];

/** The file of an app's declarations, relative to its folder. */
export const SCREENS_FILE = 'src/screens.json';

const SCREEN_ID = /^[a-z][a-z0-9-]{0,63}$/;
const PATH_PATTERN =
  /^\/(?:(?::[a-zA-Z][a-zA-Z0-9]*|[a-z0-9][a-z0-9._-]*)(?:\/(?::[a-zA-Z][a-zA-Z0-9]*|[a-z0-9][a-z0-9._-]*))*)?$/;
const MAX_TEXT = 80;

const isText = (value) => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;

/**
 * What is wrong with one app's declarations (an object of screen id -> screen), one sentence per problem.
 * @param {string} owner the app that declares them (mf_owners, or shell)
 * @param {unknown} screens
 * @returns {string[]}
 */
export function declarationProblems(owner, screens) {
  if (!screens || typeof screens !== 'object' || Array.isArray(screens))
    return [`${owner} declares no screens object (an object of screen id -> screen).`];
  const problems = [];
  for (const [id, screen] of Object.entries(screens)) {
    const where = `${owner} screen ${id}`;
    if (!SCREEN_ID.test(id)) problems.push(`${where}: a screen id is lower-case letters, digits and dashes.`);
    if (!screen || typeof screen !== 'object') {
      problems.push(`${where}: is not an object.`);
      continue;
    }
    if (typeof screen.path !== 'string' || !PATH_PATTERN.test(screen.path))
      problems.push(`${where}: path must look like /reports or /report/:id.`);
    if (!isText(screen.title))
      problems.push(`${where}: title must be a text of 1 to ${MAX_TEXT} characters.`);
    if (screen.public !== undefined && typeof screen.public !== 'boolean')
      problems.push(`${where}: public must be true or false.`);
    if (screen.firstPaint !== undefined && typeof screen.firstPaint !== 'boolean')
      problems.push(`${where}: firstPaint must be true or false.`);
    if (!screen.public && !isText(screen.section))
      problems.push(`${where}: section must name the screen whose menu entry heads its breadcrumb.`);
    if (screen.menu !== undefined) {
      const { label, icon, position } = screen.menu ?? {};
      if (!isText(label))
        problems.push(`${where}: menu.label must be a text of 1 to ${MAX_TEXT} characters.`);
      if (icon !== undefined && !SCREEN_ID.test(icon))
        problems.push(`${where}: menu.icon must be an icon name (lower-case letters, digits and dashes).`);
      if (!Number.isInteger(position) || position < 0)
        problems.push(`${where}: menu.position must be a whole number, 0 or more.`);
      if (screen.public) problems.push(`${where}: a public screen has no menu entry.`);
    }
    if (
      screen.roles !== undefined &&
      !(Array.isArray(screen.roles) && screen.roles.every((role) => STAFF_ROLES.includes(role)))
    )
      problems.push(`${where}: roles must list some of ${STAFF_ROLES.join(', ')}.`);
  }
  return problems;
}

/** A route pattern with its parameters unnamed: /report/:id and /report/:reportId are the same route. */
export const routeShape = (path) => path.replace(/:[a-zA-Z0-9]+/g, ':');

/**
 * Whether `pathname` is a page of the route pattern `path` (/owner/:id matches /owner/42 and /owner/42/).
 * @param {string} path
 * @param {string} pathname
 */
export function routeMatches(path, pathname) {
  const segments = (text) => text.split('/').filter(Boolean);
  const [pattern, actual] = [segments(path), segments(pathname)];
  return (
    pattern.length === actual.length &&
    pattern.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

/**
 * The parameters of `pathname` by name, as the route `path` it matches names them (`/owner/:id`, `/owner/42`:
 * `{ id: '42' }`), decoded (one that cannot be decoded is left as it is).
 * @param {string} path
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function routeParams(path, pathname) {
  const segments = (text) => text.split('/').filter(Boolean);
  const actual = segments(pathname);
  /** @type {Record<string, string>} */
  const params = {};
  segments(path).forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    const value = actual[index] ?? '';
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      params[segment.slice(1)] = value;
    }
  });
  return params;
}

/** The id of the element in which the server's shell page carries the runtime configuration (remotes.json). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'pm-runtime-config';

/**
 * The attribute that marks the shell page's preload hints for the signed-in layout's scripts: the server keeps them
 * for a signed-in visit of a screen behind the sign-in only, so that a public screen downloads nothing more.
 */
export const SIGNED_IN_PRELOAD_ATTRIBUTE = 'data-pm-signed-in';

/**
 * The id of the element in which the server's shell page of a screen behind the sign-in carries who its cookie's
 * token signs in (what GET /session answers), so that the signed-in layout draws the page without asking first.
 */
export const SIGNED_IN_PERSON_ELEMENT_ID = 'pm-signed-in-person';

/**
 * The id of the element in which the server's shell page carries a public screen's first paint (the page as its
 * remote's build drew it, without data), shown until the shell has drawn the page itself.
 */
export const FIRST_PAINT_ELEMENT_ID = 'pm-first-paint';

/**
 * The shell's signed-in layout as its build drew it (without a title or anyone's data), with the marks the server
 * replaces: the screen's title, its section's menu label and path, and the page, drawn "Loading..." until the
 * remote's own first paint of the screen takes its place.
 */
export const LAYOUT_FIRST_PAINT = {
  file: 'first-paint/layout.html',
  title: 'pm-first-paint-title',
  sectionLabel: 'pm-first-paint-section-label',
  sectionPath: '/pm-first-paint-section-path',
  /** An element name: the page's drawing takes the place of `<pm-first-paint-page>Loading...</pm-first-paint-page>`. */
  page: 'pm-first-paint-page',
};

/**
 * The breadcrumb's first level of `screen`: the menu entry of the section it names, or the screen itself when it
 * names none. Nothing when the section it names is not among the declarations `declarationOf` knows.
 * @param {{ path: string, title: string, section?: string }} screen
 * @param {(id: string) => { path: string, menu?: { label: string } } | undefined} declarationOf
 * @returns {{ label: string, path: string } | undefined}
 */
export function sectionOf(screen, declarationOf) {
  if (!screen.section) return { label: screen.title, path: screen.path };
  const head = declarationOf(screen.section);
  return head?.menu ? { label: head.menu.label, path: head.path } : undefined;
}

/**
 * One line per conflict between apps' declarations: a path or a screen id declared twice, a menu position taken
 * twice, a section naming no screen with a menu entry, and, where `pages` is known, a declared screen with no page.
 * @param {Array<{ owner: string, screens: Record<string, any>, pages?: string[] }>} apps the shell first
 * @returns {string[]}
 */
export function screenConflicts(apps) {
  const problems = apps.flatMap(({ owner, screens }) => declarationProblems(owner, screens));
  if (problems.length > 0) return problems;
  const byShape = new Map();
  const byId = new Map();
  const byPosition = new Map();
  for (const { owner, screens, pages } of apps) {
    for (const [id, screen] of Object.entries(screens)) {
      const shape = routeShape(screen.path);
      const pathOwner = byShape.get(shape);
      if (pathOwner) problems.push(`${owner} declares ${screen.path}, already declared by ${pathOwner}.`);
      else byShape.set(shape, owner);
      const idOwner = byId.get(id);
      if (idOwner) problems.push(`${owner} declares the screen id ${id}, already declared by ${idOwner}.`);
      else byId.set(id, { owner, screen });
      if (screen.menu) {
        const positionOwner = byPosition.get(screen.menu.position);
        if (positionOwner)
          problems.push(
            `${owner} puts "${screen.menu.label}" at menu position ${screen.menu.position}, already taken by ${positionOwner}.`,
          );
        else byPosition.set(screen.menu.position, `"${screen.menu.label}" of ${owner}`);
      }
    }
    if (pages) problems.push(...pageProblems(owner, screens, pages));
  }
  for (const { owner, screens } of apps) {
    for (const [id, screen] of Object.entries(screens)) {
      if (screen.public) continue;
      const section = byId.get(screen.section);
      if (!section?.screen.menu)
        problems.push(`${owner} screen ${id}: its section ${screen.section} is no screen with a menu entry.`);
    }
  }
  return problems;
}

/**
 * One line per declared screen without a page in the app's './routes' module, and per page of no declared screen.
 * @param {string} owner
 * @param {Record<string, any>} screens
 * @param {string[]} pages
 */
export function pageProblems(owner, screens, pages) {
  return [
    ...Object.entries(screens)
      .filter(([id]) => !pages.includes(id))
      .map(
        ([id, screen]) =>
          `${owner} declares ${screen.path} (${id}) but its ./routes module has no page for it.`,
      ),
    ...pages
      .filter((id) => !Object.hasOwn(screens, id))
      .map((id) => `${owner} has a page for ${id}, which it does not declare.`),
  ];
}

/**
 * The declarations a built app carries in its mf-manifest.json, or undefined for a build without them.
 * @param {any} manifest
 * @returns {{ screens: Record<string, any>, pages?: string[] } | undefined}
 */
export function manifestScreens(manifest) {
  const screens = manifest?.metaData?.screens;
  if (!screens) return undefined;
  const pages = manifest.metaData.pages;
  return { screens, ...(Array.isArray(pages) ? { pages } : {}) };
}
