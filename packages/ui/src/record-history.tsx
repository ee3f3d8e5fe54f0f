import type { AuditChange, AuditEntry } from '@pm/schemas/audit';
import { Box, Button, Paper, Typography } from '@pm/ui/mui-basics';
import { useId, useState } from 'react';
import { formatDateTime } from './format';
import { ChevronRightIcon } from './icons';
import { LoadStates } from './page-states';
import { useLoad } from './use-load';

/** How a details page reads its record's audit trail (the api-client's `auditApi.list(entity, id)`). */
export type HistoryReader = () => Promise<{ data: AuditEntry[] }>;

const actionNames: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  invite: 'Invited',
  role: 'Role changed',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  'end-sessions': 'Sessions ended',
  'reset-two-step': 'Two-step sign-in reset',
};

/** "Ann Lee (ann@agency.com)", or the email alone for an account without a name. */
export const personText = (by: AuditEntry['by']) =>
  by ? (by.name ? `${by.name} (${by.email})` : by.email) : 'Unknown';

/** A value of a change as shown: lists joined, an empty or missing value as a dash. */
function shownValue(value: AuditChange['before']): string {
  if (value === undefined || value === null || value === '') return '-';
  return Array.isArray(value) ? value.join(', ') || '-' : String(value);
}

/** "nickName: Johnny → Jo"; a change listed without values (a password) only says it changed. */
function changeText({ field, before, after }: AuditChange): string {
  if (before === undefined && after === undefined) return `${field}: changed`;
  return `${field}: ${shownValue(before)} → ${shownValue(after)}`;
}

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 600 }}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {` · ${actionNames[entry.action]} · ${personText(entry.by)}`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, overflowWrap: 'anywhere' }}>
        {entry.changes.map((change) => (
          <li key={change.field}>{changeText(change)}</li>
        ))}
      </Box>
    </Box>
  );
}

/** The loaded history: "Loading...", its own "Error: {message}", the entries newest first, or that there are none. */
function HistoryEntries({ load }: { load: HistoryReader }) {
  const entries = useLoad(() => load().then((answer) => answer.data), []);
  return (
    <LoadStates state={entries}>
      {(rows) =>
        rows.length === 0 ? (
          <Typography color="text.secondary">No changes recorded.</Typography>
        ) : (
          <Box
            component="ol"
            aria-label="Changes"
            sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 2 }}
          >
            {rows.map((entry) => (
              <HistoryEntry key={entry._id} entry={entry} />
            ))}
          </Box>
        )
      }
    </LoadStates>
  );
}

/**
 * The collapsed "History" section of a details page (issue 11): who created and changed the record, when, and
 * each field before → after. A disclosure button opens it; only then is the history loaded.
 */
export function RecordHistory({ load }: { load: HistoryReader }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Paper component="section" aria-label="History" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="h3" component="h3">
        <Button
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((previous) => !previous)}
          startIcon={
            <ChevronRightIcon
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(90deg)' : 'none' }}
            />
          }
          sx={{ font: 'inherit', color: 'inherit', textTransform: 'none', px: 0 }}
        >
          History
        </Button>
      </Typography>
      {open && (
        <Box id={panelId}>
          <HistoryEntries load={load} />
        </Box>
      )}
    </Paper>
  );
}
