import { Chip } from '@pm/ui/mui-advanced';
import { Box, Paper, Typography } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** Height of every dashboard chart and of its loading placeholder. */
export const CHART_HEIGHT = 280;

interface DashboardPanelProps {
  title: string;
  /** Short label shown at the right of the header, e.g. "List 5". */
  badge?: string;
  /** Anything else for the right of the header, e.g. a "View Report" link. */
  action?: ReactNode;
  /** CSS grid placement inside the dashboard grid. */
  gridColumn?: Record<string, string>;
  children: ReactNode;
}

/** The card every dashboard panel sits in: a header row (title left, badge or link right), then the content. */
export function DashboardPanel({ title, badge, action, gridColumn, children }: DashboardPanelProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5, gridColumn }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}
      >
        <Typography id={titleId} variant="h3" component="h3">
          {title}
        </Typography>
        {badge && <Chip label={badge} size="small" color="primary" variant="outlined" />}
        {action}
      </Box>
      {children}
    </Paper>
  );
}
