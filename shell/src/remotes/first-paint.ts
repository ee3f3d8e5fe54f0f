import { FIRST_PAINT_ELEMENT_ID } from '@pm/apps/screens';

/**
 * Takes away the first paint the server put in the page (a screen as its remote's build drew it, inside the signed-in
 * layout for a screen behind the sign-in), once the shell draws the page itself or its failure: in the same commit,
 * so the two never show together.
 */
export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
}
