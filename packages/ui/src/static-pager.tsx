import { Box, Button } from '@pm/ui/mui-basics';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** SPEC 2: the list pagers are static: previous, 1 to 4 and next, and none of them does anything. */
export function StaticPager({ pages = 4 }: { pages?: number }) {
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}
    >
      <Button size="small" variant="outlined" startIcon={<ChevronLeftIcon />} type="button">
        Previous
      </Button>
      {Array.from({ length: pages }, (_, index) => (
        <Button
          key={index}
          size="small"
          type="button"
          variant={index === 0 ? 'contained' : 'outlined'}
          aria-current={index === 0 ? 'page' : undefined}
          sx={{ minWidth: 36 }}
        >
          {index + 1}
        </Button>
      ))}
      <Button size="small" variant="outlined" endIcon={<ChevronRightIcon />} type="button">
        Next
      </Button>
    </Box>
  );
}
