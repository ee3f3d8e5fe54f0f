import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { Link } from '@pm/ui/navigation';

export function NotFoundPage() {
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
