import { Box, Typography } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';

/** The heading row of a page, with its actions (an "Add ..." link, a Back button) on the right. */
export function PageHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
