import { formatAmount, WalletIcon } from '@pm/ui';
import { Chip } from '@pm/ui/mui-advanced';
import { Box, Link, Typography } from '@pm/ui/mui-basics';
import { Link as RouterLink } from '@pm/ui/navigation';
import { CashflowChart, ExpenseIncomeChart } from './dashboard-charts';
import { DashboardPanel } from './dashboard-panel';
import { BalanceAlertPanel, RecentClientsPanel, RecentVoucherPanel, UsersPanel } from './dashboard-tables';
import { shortcutTiles } from './sample-data';

function ShortcutReportPanel() {
  return (
    <DashboardPanel
      title="Shortcut Report"
      gridColumn={{ xs: '1 / -1' }}
      action={
        <Link component={RouterLink} to="/" underline="hover" sx={{ fontWeight: 500 }}>
          View Report
        </Link>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {shortcutTiles.map((tile) => (
          <Box
            key={tile.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'background.default',
            }}
          >
            <WalletIcon color="primary" sx={{ fontSize: 36 }} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
                {formatAmount(tile.amount, { currency: true })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {tile.label}
              </Typography>
            </Box>
            <Chip label={tile.change} size="small" color="success" />
          </Box>
        ))}
      </Box>
    </DashboardPanel>
  );
}

/** SPEC 2 Dashboard: every panel shows fixed sample data (no server call). */
export function DashboardPage() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      <ShortcutReportPanel />
      <DashboardPanel title="Cashflow" gridColumn={{ md: 'span 2' }}>
        <CashflowChart />
      </DashboardPanel>
      <DashboardPanel title="Expense vs Income">
        <ExpenseIncomeChart />
      </DashboardPanel>
      <BalanceAlertPanel />
      <RecentClientsPanel />
      <UsersPanel />
      <RecentVoucherPanel />
    </Box>
  );
}
