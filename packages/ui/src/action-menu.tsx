import { IconButton, ListItemText, Menu, MenuItem } from '@pm/ui/mui-advanced';
import { Link } from '@pm/ui/navigation';
import { useId, useState } from 'react';
import { MoreVertIcon } from './icons';

interface ActionMenuProps {
  /** Route of the record's details page. */
  viewTo?: string;
  /** Route of the record's edit page. */
  updateTo?: string;
  onDelete?: () => void;
  /** Accessible name of the "more" button, e.g. "Actions for Somchai". */
  label?: string;
}

/** The "more" button of a table row, opening View / Update / Delete. */
export function ActionMenu({ viewTo, updateTo, onDelete, label = 'Actions' }: ActionMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
      >
        {viewTo && (
          <MenuItem component={Link} to={viewTo} onClick={close}>
            <ListItemText>View</ListItemText>
          </MenuItem>
        )}
        {updateTo && (
          <MenuItem component={Link} to={updateTo} onClick={close}>
            <ListItemText>Update</ListItemText>
          </MenuItem>
        )}
        {onDelete && (
          <MenuItem
            onClick={() => {
              close();
              onDelete();
            }}
          >
            <ListItemText sx={{ color: 'error.main' }}>Delete</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
