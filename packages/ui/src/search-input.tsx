import Search from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

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
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { sm: 280 } }}
    />
  );
}
