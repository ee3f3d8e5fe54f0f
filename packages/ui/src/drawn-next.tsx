import { type ReactNode, useDeferredValue } from 'react';

/**
 * Its children are left out of the render that first shows them and drawn by a render of their own right after
 * (React's deferred value with an initial value), in a task of its own: a long form's first commit then draws only
 * its first part. Put in it only what comes last on the page, so that nothing already drawn moves.
 */
export function DrawnNext({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : null;
}
