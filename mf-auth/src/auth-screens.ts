import { screenPath } from '@pm/ui/navigation';
import type screens from './screens.json';

/**
 * The path of one of this remote's own screens, from the declarations the shell registered at start (a type-only
 * import of screens.json: the pages do not carry the JSON again).
 */
export function authScreenPath(screenId: keyof typeof screens): string {
  return screenPath(screenId) ?? '/';
}
