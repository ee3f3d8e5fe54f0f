import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { Link } from '@pm/ui/navigation';
import { useLayoutEffect } from 'react';
import { removeFirstPaint } from '../remotes/first-paint';

export function NotFoundPage() {
  // The server drew the page it expected here; the shell found none.
  useLayoutEffect(removeFirstPaint, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeContent: 'center', textAlign: 'center', gap: 2 }}>
      <Typography variant="h1">Not Found</Typography>
      <Typography color="text.secondary">The page you asked for does not exist.</Typography>
      <Button component={Link} to="/" variant="contained">
        Go home
      </Button>
    </Box>
  );
}
