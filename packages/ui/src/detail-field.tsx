import { Box, Paper, Typography } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';

/** One label / value pair of a details page. An empty value shows a dash. */
export function DetailField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value === undefined || value === null || value === '' ? '-' : value}
      </Typography>
    </Box>
  );
}

/** A titled card of a form or details page whose children sit in a responsive grid. */
export function FormSection({
  title,
  children,
  columnMinWidth = 240,
}: {
  title?: string;
  children: ReactNode;
  columnMinWidth?: number;
}) {
  return (
    <Paper component="section" sx={{ p: { xs: 2, md: 3 } }} aria-label={title}>
      {title && (
        <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${columnMinWidth}px), 1fr))`,
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}
