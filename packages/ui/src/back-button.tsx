import { Button } from '@pm/ui/mui-basics';
import { Link } from '@pm/ui/navigation';
import { ArrowBackIcon } from './icons';

/** The "Back" action of an add, edit or details page: a link to the domain's list. */
export function BackButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} variant="outlined" startIcon={<ArrowBackIcon />}>
      Back
    </Button>
  );
}
