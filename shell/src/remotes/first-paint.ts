import { ROWS_ATTRIBUTE } from '@pm/apps/first-paint-rows';
import { FIRST_PAINT_ELEMENT_ID } from '@pm/apps/screens';

/**
 * Takes away the first paint the server put in the page (a screen as its remote's build drew it, inside the signed-in
 * layout for a screen behind the sign-in), once the shell draws the page itself or its failure: in the same commit,
 * so the two never show together.
 */
export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
}

/**
 * Whether the first paint draws the first page of records of `screen` (the server filled its rows): it then stays
 * until the page has drawn its own rows, instead of "Loading..." showing in their place meanwhile.
 */
export function firstPaintDrawsRowsOf(screen: string): boolean {
  return document.getElementById(FIRST_PAINT_ELEMENT_ID)?.getAttribute(ROWS_ATTRIBUTE) === screen;
}
