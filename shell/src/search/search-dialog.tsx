import type { SearchHit } from '@pm/schemas/records';
import { SearchIcon } from '@pm/ui';
import {
  Dialog,
  DialogContent,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
} from '@pm/ui/mui-advanced';
import { Box, CircularProgress, OutlinedInput, Typography } from '@pm/ui/mui-basics';
import { screenPath, useNavigate } from '@pm/ui/navigation';
import { type KeyboardEvent, useId, useState } from 'react';
import { DETAILS_SCREENS } from '../routes/named-screens';
import { Highlighted } from './highlight';
import { fieldLabel, KIND_LABELS } from './search-labels';
import { type SearchState, useSearch } from './use-search';

const resultsOf = (state: SearchState) =>
  state.status === 'done' || state.status === 'loading' ? state.results : undefined;

/** The line under a hit's title: the field that matched (unless the title shows it), then the identifying ones. */
function detailsOf(hit: SearchHit): { label: string; value: string }[] {
  const shown = hit.fields.map((field) => ({ label: fieldLabel(field.name), value: field.value }));
  const matchedShown =
    hit.title.includes(hit.matched.value) || hit.fields.some((field) => field.name === hit.matched.name);
  return matchedShown ? shown : [{ label: fieldLabel(hit.matched.name), value: hit.matched.value }, ...shown];
}

/**
 * The search dialog of the top bar (issue 14): results as the user types, grouped by kind, the matching part
 * marked; arrow keys move, Enter opens the details page, Escape closes.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const state = useSearch(query);
  const navigate = useNavigate();
  const listId = useId();
  const results = resultsOf(state);
  const hits = results?.groups.flatMap((group) => group.hits) ?? [];
  const optionId = (index: number) => `${listId}-${index}`;

  const open = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onClose();
    const details = screenPath(DETAILS_SCREENS[hit.detailsOf.kind], { id: hit.detailsOf.id });
    if (details) navigate(details);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[Math.min(active, hits.length - 1)]);
    }
  };

  let index = -1;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': 'Search' } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogContent sx={{ p: 2 }}>
        <OutlinedInput
          autoFocus
          fullWidth
          value={query}
          placeholder="Search owners, properties, tenants, contracts"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            'aria-label': 'Search',
            role: 'combobox',
            'aria-expanded': hits.length > 0,
            'aria-controls': listId,
            'aria-activedescendant':
              hits.length > 0 ? optionId(Math.min(active, hits.length - 1)) : undefined,
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          endAdornment={
            state.status === 'loading' ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label="Searching" />
              </InputAdornment>
            ) : null
          }
        />
        {state.status === 'failed' && (
          <Typography role="alert" color="error" sx={{ mt: 2 }}>
            {`Error: ${state.message}`}
          </Typography>
        )}
        {state.status === 'done' && hits.length === 0 && (
          <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
            No results
          </Typography>
        )}
        <Box id={listId} role="listbox" aria-label="Search results" sx={{ mt: hits.length ? 1 : 0 }}>
          {results?.groups.map((group) => (
            <List key={group.kind} dense role="group" aria-label={KIND_LABELS[group.kind]}>
              <Typography
                component="li"
                role="presentation"
                variant="overline"
                sx={{ px: 2, color: 'text.secondary' }}
              >
                {KIND_LABELS[group.kind]}
              </Typography>
              {group.hits.map((hit) => {
                index += 1;
                const position = index;
                const selected = position === Math.min(active, hits.length - 1);
                return (
                  <ListItemButton
                    key={`${hit.kind}-${hit.id}`}
                    id={optionId(position)}
                    role="option"
                    aria-selected={selected}
                    selected={selected}
                    onMouseEnter={() => setActive(position)}
                    onClick={() => open(hit)}
                  >
                    <ListItemText
                      primary={<Highlighted text={hit.title} query={query} />}
                      secondary={detailsOf(hit).map((detail, at) => (
                        <span key={detail.label}>
                          {at > 0 && ' · '}
                          {`${detail.label}: `}
                          <Highlighted text={detail.value} query={query} />
                        </span>
                      ))}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
