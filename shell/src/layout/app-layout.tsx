import { sessionApi } from '@pm/api-client';
import { sessionStore } from '@pm/session';
import { ErrorState, LoadingState, MenuIcon, showToast } from '@pm/ui';
import { AppBar, Breadcrumbs, IconButton, Toolbar } from '@pm/ui/mui-advanced';
import { Box, Link as MuiLink, Typography } from '@pm/ui/mui-basics';
import { Link, screenPath, useNavigate } from '@pm/ui/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page';
import { preloadPage } from '../remotes/remote-registry';
import { ACCOUNT_SCREEN, SIGN_IN_SCREEN } from '../routes/named-screens';
import { routeAllows, type ScreenRoute } from '../routes/route-table';
import { SearchLauncher } from '../search/search-launcher';
import { type PersonState, useSignedInPerson } from '../session/signed-in-person';
import { SideDrawer } from './side-drawer';
import { MessagesMenu, NotificationsMenu, QuickAddMenu, UserMenu } from './top-bar-menus';

/** The page while the signed-in person is not known yet: loading, or the failure to ask. */
function PersonPending({ state }: { state: PersonState }) {
  return state.status === 'error' ? <ErrorState message={state.message} /> : <LoadingState />;
}

/**
 * A signed-in page: the top bar, the side menu and the footer around the page of `route`, which is drawn once the
 * signed-in person is known (GET /session), so that it shows what their role may do from the start. A screen
 * limited to other roles shows Not Found, as an unknown address does; while a second step must be turned on, every
 * page but "My account" leads there.
 */
export function AppLayout({ route, children }: { route: ScreenRoute; children: ReactNode }) {
  const navigate = useNavigate();
  const personState = useSignedInPerson();
  const person = personState.status === 'loaded' ? personState.person : null;

  // The page's code loads while the server says who is signed in.
  useEffect(() => {
    if (route.remote) preloadPage(route.remote, route.id);
  }, [route.remote, route.id]);

  const logout = async () => {
    // The token is read as the call starts; the user is signed out here whether or not the server answers.
    sessionApi
      .logout()
      .catch((error: unknown) => console.warn('The server could not revoke the token', error));
    sessionStore.getState().signOut();
    await showToast('Logged out successfully');
    navigate(screenPath(SIGN_IN_SCREEN) ?? '/', { replace: true });
  };

  const accountPath = screenPath(ACCOUNT_SCREEN);
  if (person?.mustEnrol && route.id !== ACCOUNT_SCREEN && accountPath)
    return <Navigate to={accountPath} replace />;
  if (route.roles) {
    // Not even the heading of a limited screen before the role is known.
    if (!person) return <PersonPending state={personState} />;
    if (!routeAllows(route, person.role)) return <NotFoundPage />;
  }

  return (
    <LayoutFrame route={route} onLogout={logout}>
      {person ? children : <PersonPending state={personState} />}
    </LayoutFrame>
  );
}

/**
 * What the signed-in layout draws around a page: the top bar with the screen's title and breadcrumb, the side menu
 * and the footer. The shell's build also draws it alone, as the first paint of a signed-in page
 * (scripts/first-paints.tsx).
 */
export function LayoutFrame({
  route,
  onLogout,
  children,
}: {
  route: Pick<ScreenRoute, 'title' | 'section'>;
  onLogout: () => void;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: '1px solid #e6e9f2' }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h1" noWrap sx={{ fontSize: { xs: '1.1rem', sm: '1.3rem' } }}>
              {route.title}
            </Typography>
            <Breadcrumbs aria-label="breadcrumb" sx={{ display: { xs: 'none', lg: 'flex' }, fontSize: 13 }}>
              <MuiLink component={Link} to={route.section.path} underline="hover" color="inherit">
                {route.section.label}
              </MuiLink>
              <Typography color="text.primary" sx={{ fontSize: 13 }}>
                {route.title}
              </Typography>
            </Breadcrumbs>
          </Box>
          <SearchLauncher />
          <QuickAddMenu />
          <NotificationsMenu />
          <MessagesMenu />
          <UserMenu onLogout={onLogout} />
        </Toolbar>
      </AppBar>
      <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      {/* At least a screen high: the footer starts below the fold, so a page arriving later does not move it in view. */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh', p: { xs: 1.5, sm: 3 }, minWidth: 0 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', color: 'text.secondary', fontSize: 14 }}>
        Copyright 2024-2025
      </Box>
    </Box>
  );
}
