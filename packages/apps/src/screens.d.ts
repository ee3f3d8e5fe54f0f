export type StaffRole = 'admin' | 'agent' | 'viewer';

export declare const STAFF_ROLES: readonly ['admin', 'agent', 'viewer'];
export declare const SCREENS_FILE: string;

/** One screen of an app, as its src/screens.json declares it (keyed by a screen id unique across the apps). */
export interface ScreenDeclaration {
  /** The route pattern: '/reports', '/report/:id'. */
  path: string;
  /** The page's heading in the top bar, and the breadcrumb's second level. */
  title: string;
  /** Public screens (sign-in, recovery) send a signed-in visitor to /; the others need the auth-token cookie. */
  public?: boolean;
  /** The id of the screen whose menu entry heads this screen's breadcrumb (its first level: label and path). */
  section?: string;
  /** An entry of the side menu, ordered by position (the SPEC's entries hold 10 to 70; new ones come after). */
  menu?: { label: string; icon?: string; position: number };
  /** The staff roles that may open it; every role when absent. */
  roles?: StaffRole[];
  /**
   * Whether the app's build draws the screen before its data comes (@pm/ui/first-paint), for the server to send
   * inside the shell page: the browser paints it before any script runs.
   */
  firstPaint?: boolean;
}

/** An app's declarations: screen id -> screen. */
export type ScreenDeclarations = Record<string, ScreenDeclaration>;

/** A route pattern with its parameters unnamed: /report/:id and /report/:reportId are the same route. */
export declare function routeShape(path: string): string;
export declare function routeMatches(path: string, pathname: string): boolean;
export declare function routeParams(path: string, pathname: string): Record<string, string>;
export declare const RUNTIME_CONFIG_ELEMENT_ID: string;
export declare const FIRST_PAINT_ELEMENT_ID: string;
export declare const SIGNED_IN_PRELOAD_ATTRIBUTE: string;
export declare const SIGNED_IN_PERSON_ELEMENT_ID: string;
export declare const LAYOUT_FIRST_PAINT: {
  file: string;
  title: string;
  sectionLabel: string;
  sectionPath: string;
  page: string;
};
export declare function sectionOf(
  screen: Pick<ScreenDeclaration, 'path' | 'title' | 'section'>,
  declarationOf: (id: string) => Pick<ScreenDeclaration, 'path' | 'menu'> | undefined,
): { label: string; path: string } | undefined;
export declare function declarationProblems(owner: string, screens: unknown): string[];
export declare function screenConflicts(
  apps: Array<{ owner: string; screens: ScreenDeclarations; pages?: string[] }>,
): string[];
export declare function pageProblems(owner: string, screens: ScreenDeclarations, pages: string[]): string[];
export declare function manifestScreens(
  manifest: unknown,
): { screens: ScreenDeclarations; pages?: string[] } | undefined;

/** What remotes.json answers (and the shell page carries): the shell's runtime configuration (DESIGN 3). */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Outside production a developer may point one remote at a locally served build. */
  allowOverrides: boolean;
  /** Remote name -> URL of its mf-manifest.json (or remoteEntry.js). */
  remotes: Record<string, string>;
  /** Remote name -> the screens it declares (read by the server from its manifest); none for an unread one. */
  screens: Record<string, ScreenDeclarations>;
}
