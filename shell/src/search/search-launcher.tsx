import { SearchIcon } from '@pm/ui';
import { IconButton } from '@pm/ui/mui-advanced';
import { lazy, Suspense, useEffect, useState } from 'react';

// Downloaded when first opened: the pages never pay for it.
const SearchDialog = lazy(() => import('./search-dialog'));

/** Whether the key goes to a field being typed in: the shortcuts leave it alone there. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The top bar's search button; Ctrl+K (⌘K) and "/" open the search dialog too, unless the focus is in a field. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (typingInField(event.target)) return;
      const controlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (controlK || slash) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <IconButton
        aria-label="Search (Ctrl+K)"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        color="inherit"
      >
        <SearchIcon />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
