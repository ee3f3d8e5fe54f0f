import { Box, Paper, Typography } from '@pm/ui/mui-basics';
import type { ReactNode } from 'react';

export const PRODUCT_TITLE = 'Property Management';

/** The centred card every public page sits in (the page's main landmark), with the product title above its title. */
export function AuthCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" component="p" color="primary" sx={{ mb: 1, textAlign: 'center' }}>
          {PRODUCT_TITLE}
        </Typography>
        {title && (
          <Typography variant="h2" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
            {title}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
