import { Link as MuiLink } from '@pm/ui/mui-basics';
import { Link, screenPath } from '@pm/ui/navigation';
import type { ReactNode } from 'react';

/**
 * A link to a declared screen of any app, by its id ('owner-details') and route parameters; its text alone when no
 * deployed app declares that screen.
 */
export function ScreenLink({
  screen,
  params,
  children,
}: {
  screen: string;
  params?: Record<string, string>;
  children: ReactNode;
}) {
  const to = screenPath(screen, params);
  if (!to) return children;
  return (
    <MuiLink component={Link} to={to}>
      {children}
    </MuiLink>
  );
}
