// The router hooks and link every remote uses, shared at runtime as one singleton module (see @pm/mf-config):
// they must read the shell's router, so remotes never import react-router themselves, and the shell's own
// react-router stays tree-shaken instead of being shared whole. Beside them, the paths of every app's declared
// screens, which the shell registers at start: code that links to another domain's screen names it.
export { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

let screenPaths: Readonly<Record<string, string>> = {};

/** Screen id -> route pattern, of every app the page knows (the shell calls it once it has read remotes.json). */
export function registerScreenPaths(paths: Readonly<Record<string, string>>): void {
  screenPaths = paths;
}

/**
 * The address of a declared screen: `screenPath('owner-details', { id })` is '/owner/42'. Undefined when no app of
 * this page declares the screen (its remote is not deployed), so the caller can leave the link out.
 */
export function screenPath(screenId: string, params: Record<string, string> = {}): string | undefined {
  const pattern = screenPaths[screenId];
  return pattern?.replace(/:([a-zA-Z0-9]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
