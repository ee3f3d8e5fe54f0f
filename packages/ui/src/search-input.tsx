import { InputAdornment } from '@pm/ui/mui-advanced';
import { OutlinedInput } from '@pm/ui/mui-basics';
import { SearchIcon } from './icons';

/** SPEC 2: the lists' "Search here" box. It filters nothing. */
export function SearchInput() {
  return (
    <OutlinedInput
      size="small"
      placeholder="Search here"
      inputProps={{ 'aria-label': 'Search' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{ minWidth: { sm: 280 } }}
    />
  );
}
