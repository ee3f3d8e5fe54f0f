import { InputAdornment, TextField } from '@mui/material';
import { SearchIcon } from './icons';

/** SPEC 2: the lists' "Search here" box. It filters nothing. */
export function SearchInput() {
  return (
    <TextField
      size="small"
      placeholder="Search here"
      slotProps={{
        htmlInput: { 'aria-label': 'Search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { sm: 280 } }}
    />
  );
}
