// The shell's routes, side menu and breadcrumbs, built at start from the screens every app declares: the shell's
// own (src/screens.json) and each remote's, as remotes.json carries them. Nothing here names a path.
import {
  routeShape,
  type ScreenDeclaration,
  type ScreenDeclarations,
  type StaffRole,
  sectionOf,
} from '@pm/apps/screens';
import shellScreens from '../screens.json';

export interface ScreenRoute {
  id: string;
  path: string;
  title: string;
  public: boolean;
  /** The breadcrumb's first level: the menu entry of the screen's section. */
  section: { label: string; path: string };
  /** The remote whose './routes' module draws the page; absent for the shell's own heading-only pages. */
  remote?: string;
  roles?: StaffRole[];
}

export interface MenuEntry {
  label: string;
  icon?: string;
  screen: ScreenRoute;
}

export interface RouteTable {
  routes: ScreenRoute[];
  /** The side menu, by each entry's declared position. */
  menu: MenuEntry[];
}

interface Declared {
  id: string;
  remote?: string;
  screen: ScreenDeclaration;
}

/**
 * The route table of the shell's screens and the remotes' (in remotes.json order). A screen whose id or path an
 * earlier app already declared is left out with a warning: deploy:remote refuses such a remote, so this only
 * happens when a remote was deployed around it.
 */
export function buildRouteTable(remoteScreens: Record<string, ScreenDeclarations>): RouteTable {
  const declared: Declared[] = [];
  const ids = new Set<string>();
  const shapes = new Set<string>();
  const apps: Array<[string | undefined, ScreenDeclarations]> = [
    [undefined, shellScreens as ScreenDeclarations],
    ...Object.entries(remoteScreens),
  ];
  for (const [remote, screens] of apps) {
    for (const [id, screen] of Object.entries(screens ?? {})) {
      const shape = routeShape(screen.path);
      if (ids.has(id) || shapes.has(shape)) {
        console.warn(
          `${remote} declares ${id} (${screen.path}), which another app already declares: left out.`,
        );
        continue;
      }
      ids.add(id);
      shapes.add(shape);
      declared.push({ id, remote, screen });
    }
  }
  const byId = new Map(declared.map((entry) => [entry.id, entry.screen]));
  const routes = declared.map(({ id, remote, screen }): ScreenRoute => {
    return {
      id,
      path: screen.path,
      title: screen.title,
      public: screen.public === true,
      section: sectionOf(screen, (section) => byId.get(section)) ?? {
        label: screen.title,
        path: screen.path,
      },
      ...(remote ? { remote } : {}),
      ...(screen.roles ? { roles: screen.roles } : {}),
    };
  });
  const menu = declared
    .flatMap(({ screen }, index) => {
      const route = routes[index];
      return screen.menu && route && !route.public ? [{ ...screen.menu, screen: route }] : [];
    })
    .sort((a, b) => a.position - b.position || a.label.localeCompare(b.label))
    .map(({ label, icon, screen }) => ({ label, ...(icon ? { icon } : {}), screen }));
  return { routes, menu };
}

/** Screen id -> route pattern, for links that name a screen (@pm/ui/navigation's screenPath). */
export function screenPathsOf(table: RouteTable): Record<string, string> {
  return Object.fromEntries(table.routes.map((route) => [route.id, route.path]));
}

/** Whether `role` may open `route`: every role when the screen declares none; no role while it is not known. */
export function routeAllows(route: Pick<ScreenRoute, 'roles'>, role: StaffRole | null): boolean {
  if (!route.roles) return true;
  return role !== null && route.roles.includes(role);
}

/** The side menu's entries `role` may open: those of screens limited to other roles are left out. */
export function menuForRole(menu: MenuEntry[], role: StaffRole | null): MenuEntry[] {
  return menu.filter((entry) => routeAllows(entry.screen, role));
}
