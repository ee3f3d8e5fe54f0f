import { formatAmount } from '@pm/ui';
import {
  Avatar,
  Chip,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@pm/ui/mui-advanced';
import { Box, Typography } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';
import { formatDate } from './dashboard-format';
import { DashboardPanel } from './dashboard-panel';
import type { Voucher } from './sample-data';
import { balanceAlerts, recentClients, recentVouchers, users } from './sample-data';

const LIST_BADGE = 'List 5';
const statusColor: Record<Voucher['status'], 'success' | 'warning' | 'error'> = {
  Paid: 'success',
  Pending: 'warning',
  Overdue: 'error',
};

/** A table that scrolls sideways inside its panel, so the page itself never does on a phone. */
function ScrollTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column}
                align={column === 'Amount' ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

export function BalanceAlertPanel() {
  return (
    <DashboardPanel title="Balance Alert" badge={LIST_BADGE}>
      <ScrollTable columns={['Category', 'Amount']}>
        {balanceAlerts.map((alert) => (
          <TableRow key={alert.category}>
            <TableCell>{alert.category}</TableCell>
            <TableCell align="right">{formatAmount(alert.amount, { currency: true })}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
    </DashboardPanel>
  );
}

export function RecentVoucherPanel() {
  return (
    <DashboardPanel title="Recent Voucher" badge={LIST_BADGE} gridColumn={{ md: '1 / -1' }}>
      <ScrollTable columns={['Date', 'Customer', 'Voucher No', 'Due Date', 'Mode', 'Status', 'Amount']}>
        {recentVouchers.map((voucher) => (
          <TableRow key={voucher.voucherNo} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
            <TableCell>{formatDate(voucher.date)}</TableCell>
            <TableCell>{voucher.customer}</TableCell>
            <TableCell>{voucher.voucherNo}</TableCell>
            <TableCell>{formatDate(voucher.dueDate)}</TableCell>
            <TableCell>{voucher.mode}</TableCell>
            <TableCell>
              <Chip
                label={voucher.status}
                size="small"
                color={statusColor[voucher.status]}
                variant="outlined"
              />
            </TableCell>
            <TableCell align="right">{formatAmount(voucher.amount, { currency: true })}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
    </DashboardPanel>
  );
}

export function RecentClientsPanel() {
  return (
    <DashboardPanel title="Recent Clients" badge={LIST_BADGE}>
      <ScrollTable columns={['Name', 'Amount']}>
        {recentClients.map((client) => (
          <TableRow key={client.name}>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {client.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {client.phone}
              </Typography>
            </TableCell>
            <TableCell align="right">{formatAmount(client.amount, { currency: true })}</TableCell>
          </TableRow>
        ))}
      </ScrollTable>
    </DashboardPanel>
  );
}

export function UsersPanel() {
  return (
    <DashboardPanel title="Users">
      <List disablePadding>
        {users.map((user) => (
          <ListItem key={user.name} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemAvatar>
              <Avatar src={user.photo} alt={user.name} />
            </ListItemAvatar>
            <ListItemText
              primary={user.name}
              secondary={
                <>
                  {user.role}
                  <Box component="span" sx={{ display: 'block' }}>
                    Signed in {user.signedInAt}
                  </Box>
                </>
              }
              sx={{ minWidth: 0 }}
            />
            <Chip label="Online" size="small" color="success" />
          </ListItem>
        ))}
      </List>
    </DashboardPanel>
  );
}
