import { useStaffRole } from '@pm/session';
import { Avatar, Drawer, List, ListItemButton, ListItemText } from '@pm/ui/mui-advanced';
import { Box, Typography } from '@pm/ui/mui-basics';
import { Link, useLocation } from '@pm/ui/navigation';
import { useEffect, useMemo } from 'react';
import { preloadPage, preloadRemotes } from '../remotes/remote-registry';
import { menuForRole, type ScreenRoute } from '../routes/route-table';
import { useRouteTable } from '../routes/route-table-context';
import { sampleUser } from './sample-data';

/** Loads the remote page behind a menu entry, if any, before it is clicked (hovered, pressed or focused). */
function preload(screen: ScreenRoute) {
  if (screen.remote) preloadPage(screen.remote, screen.id);
}

/** SPEC 2 and 9: a drawer from the left over a dark backdrop; any click on it or the backdrop closes it. */
export function SideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
  const role = useStaffRole();
  const table = useRouteTable();
  // The entries of the screens the signed-in role may open (none limited to a role before it is known).
  const menu = useMemo(() => menuForRole(table.menu, role), [table.menu, role]);
  useEffect(() => {
    if (open) preloadRemotes(menu.flatMap(({ screen }) => (screen.remote ? [screen.remote] : [])));
  }, [open, menu]);
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: { sx: { backgroundColor: 'rgba(8, 12, 24, 0.7)' } },
        paper: {
          onClick: onClose,
          'data-testid': 'side-drawer',
          sx: { width: { xs: '80%', lg: '25%', xl: '20%' } },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2.5 }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>{sampleUser.initials}</Avatar>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{sampleUser.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {sampleUser.role}
          </Typography>
        </Box>
      </Box>
      <nav aria-label="Main menu">
        <List>
          {menu.map(({ label, screen }) => (
            <ListItemButton
              key={screen.id}
              component={Link}
              to={screen.path}
              selected={pathname === screen.path}
              onMouseEnter={() => preload(screen)}
              onPointerDown={() => preload(screen)}
              onFocus={() => preload(screen)}
            >
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
