import { staffApi } from '@pm/api-client';
import type { AuditChange, AuditEntry } from '@pm/schemas/audit';
import { formatDateTime, LoadStates, Pager, ScreenLink, TitledSection, useLoad } from '@pm/ui';
import { Box, Paper, Typography } from '@pm/ui/mui-basics';
import { useState } from 'react';

/** Ten entries a page: the activity sits under the member's page, not on a page of its own. */
export const ACTIVITY_LIMIT = 10;

const actionNames: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  invite: 'Invited',
  role: 'Changed the role of',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  'end-sessions': 'Ended the sessions of',
  'reset-two-step': 'Reset the two-step sign-in of',
};

/** What each kind of record is called, and the screen that shows one (a link when its remote is deployed). */
const entities: Record<AuditEntry['entity'], { name: string; screen: string }> = {
  owner: { name: 'owner', screen: 'owner-details' },
  property: { name: 'property', screen: 'property-details' },
  tenant: { name: 'tenant', screen: 'tenant-details' },
  contract: { name: 'contract', screen: 'contract-details' },
  staff: { name: 'staff member', screen: 'staff-details' },
};

/** Who made a change: "Ann Lee (ann@agency.com)", the email alone without a name, or "Unknown". */
const personText = (by: AuditEntry['by']) =>
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

function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const entity = entities[entry.entity];
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 600 }}>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {` · ${personText(entry.by)} · ${actionNames[entry.action]} ${entity.name} `}
        <ScreenLink screen={entity.screen} params={{ id: entry.entityId }}>
          {entry.entityId.slice(0, 8)}
        </ScreenLink>
      </Typography>
      {entry.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3, overflowWrap: 'anywhere' }}>
          {entry.changes.map((change) => (
            <li key={change.field}>{changeText(change)}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * "Recent activity" (GET /staff/:id/activity): what the staff member changed, on any record, and what admins did to
 * their account, newest first, each with when, who, what and on which record, field by field, a page at a time.
 */
export function StaffActivity({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const answer = useLoad(() => staffApi.activity(id, page, ACTIVITY_LIMIT), [id, page]);
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <TitledSection title="Recent activity">
        <LoadStates state={answer}>
          {(loaded) =>
            loaded.data.length === 0 && page === 1 ? (
              <Typography color="text.secondary">No activity recorded.</Typography>
            ) : (
              <>
                <Box
                  component="ol"
                  aria-label="Activity"
                  sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 2 }}
                >
                  {loaded.data.map((entry) => (
                    <ActivityEntry key={entry._id} entry={entry} />
                  ))}
                </Box>
                <Pager facts={loaded} onPage={setPage} label="Activity pages" />
              </>
            )
          }
        </LoadStates>
      </TitledSection>
    </Paper>
  );
}
