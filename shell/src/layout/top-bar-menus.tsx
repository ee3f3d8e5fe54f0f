import { AddCircleIcon, ChatBubbleIcon, NotificationsIcon } from '@pm/ui';
import { Avatar, Badge, Divider, IconButton, ListItemText, Menu, MenuItem } from '@pm/ui/mui-advanced';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { Link, screenPath } from '@pm/ui/navigation';
import { type ReactNode, useState } from 'react';
import { ACCOUNT_SCREEN } from '../routes/named-screens';
import {
  quickAddEntries,
  sampleMessages,
  sampleNotifications,
  sampleUser,
  userMenuEntries,
} from './sample-data';

function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return {
    anchor,
    open: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    close: () => setAnchor(null),
  };
}

function Dropdown({
  label,
  icon,
  children,
  badge,
}: {
  label: string;
  icon: ReactNode;
  children: (close: () => void) => ReactNode;
  badge?: number;
}) {
  const menu = useMenu();
  return (
    <>
      <IconButton
        // WCAG 2.5.3: the name holds the text the button shows (the badge's count).
        aria-label={badge ? `${label}, ${badge} new` : label}
        aria-haspopup="menu"
        onClick={menu.open}
        color="inherit"
      >
        {badge ? (
          <Badge badgeContent={badge} color="error">
            {icon}
          </Badge>
        ) : (
          icon
        )}
      </IconButton>
      <Menu anchorEl={menu.anchor} open={Boolean(menu.anchor)} onClose={menu.close} aria-label={label}>
        {children(menu.close)}
      </Menu>
    </>
  );
}

export function QuickAddMenu() {
  return (
    <Dropdown label="Quick add" icon={<AddCircleIcon />}>
      {(close) =>
        quickAddEntries.map((entry) => (
          <MenuItem key={entry} component={Link} to="/" onClick={close}>
            {entry}
          </MenuItem>
        ))
      }
    </Dropdown>
  );
}

/** A dropdown of fixed sample entries with a "See All" link to / (SPEC 2, notifications and messages). */
function SampleEntriesMenu({
  label,
  icon,
  entries,
}: {
  label: string;
  icon: ReactNode;
  entries: { primary: string; secondary: string }[];
}) {
  return (
    <Dropdown label={label} icon={icon} badge={entries.length}>
      {(close) => [
        <Typography key="title" sx={{ px: 2, py: 1, fontWeight: 600 }}>
          {label}
        </Typography>,
        ...entries.map((entry) => (
          <MenuItem key={entry.primary} onClick={close} sx={{ maxWidth: 320, whiteSpace: 'normal' }}>
            <ListItemText primary={entry.primary} secondary={entry.secondary} />
          </MenuItem>
        )),
        <Divider key="divider" />,
        <MenuItem key="all" component={Link} to="/" onClick={close}>
          See All
        </MenuItem>,
      ]}
    </Dropdown>
  );
}

export function NotificationsMenu() {
  const entries = sampleNotifications.map((entry) => ({
    primary: entry.title,
    secondary: `${entry.detail} · ${entry.time}`,
  }));
  return <SampleEntriesMenu label="Notifications" icon={<NotificationsIcon />} entries={entries} />;
}

export function MessagesMenu() {
  const entries = sampleMessages.map((entry) => ({
    primary: entry.from,
    secondary: `${entry.text} · ${entry.time}`,
  }));
  return <SampleEntriesMenu label="Messages" icon={<ChatBubbleIcon />} entries={entries} />;
}

/**
 * SPEC 2's user menu: Edit Profile, Appearance, Language (to /) and Logout; then "My account" (issue 27), named by
 * its screen id, when the app that declares it is deployed.
 */
export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const menu = useMenu();
  const accountPath = screenPath(ACCOUNT_SCREEN);
  return (
    <>
      <Button
        color="inherit"
        // WCAG 2.5.3: the name holds the text the button shows (the initials and the user's name).
        aria-label={`User menu: ${sampleUser.initials} ${sampleUser.name}`}
        aria-haspopup="menu"
        onClick={menu.open}
        sx={{ gap: 1 }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }}>
          {sampleUser.initials}
        </Avatar>
        {/* A space between the initials and the name, so the shown text reads as the name says it. */}{' '}
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {sampleUser.name}
        </Box>
      </Button>
      <Menu anchorEl={menu.anchor} open={Boolean(menu.anchor)} onClose={menu.close}>
        {userMenuEntries.map((entry) => (
          <MenuItem key={entry} component={Link} to="/" onClick={menu.close}>
            {entry}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            menu.close();
            onLogout();
          }}
        >
          Logout
        </MenuItem>
        {accountPath && (
          <MenuItem component={Link} to={accountPath} onClick={menu.close}>
            My account
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
