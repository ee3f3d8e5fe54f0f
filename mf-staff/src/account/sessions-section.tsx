import { accountApi } from '@pm/api-client';
import { PAGING } from '@pm/api-contract/routes';
import type { StaffSession } from '@pm/schemas/staff';
import {
  type DataColumn,
  DataTable,
  formatDateTime,
  LoadStates,
  Pager,
  showToast,
  TitledSection,
  useReloadable,
} from '@pm/ui';
import { Alert, Chip } from '@pm/ui/mui-advanced';
import { Box, Button } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { failureText } from '../common/staff-text';

/**
 * "My sessions": each signed-in device (device, address, signed in, last seen), this one marked "This device";
 * "Sign out" ends another one, "Sign out everywhere else" all the others.
 */
export function SessionsSection() {
  const [page, setPage] = useState<number>(PAGING.page);
  const [answer, reload] = useReloadable(() => accountApi.sessions(page, PAGING.limit), [page]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      void showToast(done);
      await reload();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const columns: DataColumn<StaffSession>[] = [
    {
      key: 'device',
      header: 'Device',
      cell: (session) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {session.device}
          {session.current && <Chip size="small" color="primary" label="This device" />}
        </Box>
      ),
    },
    { key: 'address', header: 'Address', cell: (session) => session.address },
    { key: 'signedIn', header: 'Signed in', cell: (session) => formatDateTime(session.signedInAt) },
    { key: 'lastSeen', header: 'Last seen', cell: (session) => formatDateTime(session.lastSeenAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (session) =>
        session.current ? null : (
          <Button
            size="small"
            disabled={busy}
            aria-label={`Sign out ${session.device} (${session.address})`}
            onClick={() =>
              run(
                () => accountApi.endSession(session._id),
                `Signed out ${session.device} (${session.address})`,
              )
            }
          >
            Sign out
          </Button>
        ),
    },
  ];

  return (
    <TitledSection title="My sessions">
      <LoadStates state={answer}>
        {(loaded) => (
          <>
            <DataTable<StaffSession>
              label="My sessions"
              columns={columns}
              rows={loaded.data}
              emptyText="No sessions on this page."
              minWidth={640}
            />
            <Pager facts={loaded} onPage={setPage} label="Session pages" />
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Box>
              <Button
                variant="outlined"
                disabled={busy || (loaded.total <= 1 && loaded.data.every((session) => session.current))}
                onClick={() => run(accountApi.endOtherSessions, 'Signed out everywhere else')}
              >
                Sign out everywhere else
              </Button>
            </Box>
          </>
        )}
      </LoadStates>
    </TitledSection>
  );
}
