import { sessionApi } from '@pm/api-client';
import { sessionStore } from '@pm/session';
import { MenuIcon, showToast } from '@pm/ui';
import { AppBar, Breadcrumbs, IconButton, Toolbar } from '@pm/ui/mui-advanced';
import { Box, Link as MuiLink, Typography } from '@pm/ui/mui-basics';
import { Link, screenPath, useNavigate } from '@pm/ui/navigation';
import { type ReactNode, useState } from 'react';
import { SIGN_IN_SCREEN } from '../routes/named-screens';
import type { ScreenRoute } from '../routes/route-table';
import { SearchLauncher } from '../search/search-launcher';
import { SideDrawer } from './side-drawer';
import { MessagesMenu, NotificationsMenu, QuickAddMenu, UserMenu } from './top-bar-menus';

export function AppLayout({ route, children }: { route: ScreenRoute; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();

  const logout = async () => {
    // The token is read as the call starts; the user is signed out here whether or not the server answers.
    sessionApi
      .logout()
      .catch((error: unknown) => console.warn('The server could not revoke the token', error));
    sessionStore.getState().signOut();
    await showToast('Logged out successfully');
    navigate(screenPath(SIGN_IN_SCREEN) ?? '/', { replace: true });
  };

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
          <UserMenu onLogout={logout} />
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
