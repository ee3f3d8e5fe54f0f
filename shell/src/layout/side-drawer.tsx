import { Avatar, Drawer, List, ListItemButton, ListItemText } from '@pm/ui/mui-advanced';
import { Box, Typography } from '@pm/ui/mui-basics';
import { Link, useLocation } from '@pm/ui/navigation';
import { preloadPage } from '../remotes/remote-registry';
import { protectedRoutes, sideMenu } from '../route-table';
import { sampleUser } from './sample-data';

/** SPEC 2 and 9: a drawer from the left over a dark backdrop; any click on it or the backdrop closes it. */
/** Loads the remote page behind a menu entry, if any, before it is clicked. */
function preload(path: string) {
  const remote = protectedRoutes.find((route) => route.path === path)?.remote;
  if (remote) preloadPage(remote, path);
}

export function SideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pathname } = useLocation();
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
          {sideMenu.map((entry) => (
            <ListItemButton
              key={entry.path}
              component={Link}
              to={entry.path}
              selected={pathname === entry.path}
              onMouseEnter={() => preload(entry.path)}
              onFocus={() => preload(entry.path)}
            >
              <ListItemText primary={entry.label} />
            </ListItemButton>
          ))}
        </List>
      </nav>
    </Drawer>
  );
}
