import { screenPath } from '@pm/ui/navigation';
import type screens from './screens.json';

/**
 * The path of one of this remote's own screens, from the declarations the shell registered at start (a type-only
 * import of screens.json: the pages do not carry the JSON again).
 */
export function authScreenPath(screenId: keyof typeof screens): string {
  return screenPath(screenId) ?? '/';
}

/** The "My account" page (mf-staff), where a token limited to enrolment turns a second step on. */
export const ACCOUNT_SCREEN = 'account';

/**
 * Where a sign-in leads: /, or the account page when the token only serves to turn a second step on (`must_enrol`)
 * and that page is deployed (the shell sends every other page there while enrolment is due).
 */
export function afterSignInPath(mustEnrol?: boolean): string {
  return (mustEnrol && screenPath(ACCOUNT_SCREEN)) || '/';
}
