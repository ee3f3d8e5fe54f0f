import { Box, Button, Typography } from '@pm/ui/mui-basics';

/** The paging facts of a list answer (`page`, `limit` and `total` beside its `data`). */
export interface PageFacts {
  page: number;
  limit: number;
  total: number;
}

/** The page numbers shown around the current one: the first, the last, and two on each side of it. */
function shownPages(page: number, pages: number): Array<number | 'gap'> {
  const shown: Array<number | 'gap'> = [];
  for (let number = 1; number <= pages; number++) {
    if (number === 1 || number === pages || Math.abs(number - page) <= 2) shown.push(number);
    else if (shown[shown.length - 1] !== 'gap') shown.push('gap');
  }
  return shown;
}

/**
 * A real pager over a list answer: "Showing 16-30 of 42", Previous, the page numbers and Next. Nothing when every
 * record fits on one page. `label` names it for assistive technology when a screen has more than one.
 */
export function Pager({
  facts: { page, limit, total },
  onPage,
  label = 'Pagination',
}: {
  facts: PageFacts;
  onPage: (page: number) => void;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total <= limit && page === 1) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        mt: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        {first > last ? `Page ${page} of ${pages}` : `Showing ${first}-${last} of ${total}`}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        Previous
      </Button>
      {shownPages(page, pages).map((number, index) =>
        number === 'gap' ? (
          <Typography key={`gap-${index}`} aria-hidden sx={{ px: 0.5 }}>
            …
          </Typography>
        ) : (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'outlined'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onPage(number)}
            sx={{ minWidth: 36 }}
          >
            {number}
          </Button>
        ),
      )}
      <Button size="small" variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
