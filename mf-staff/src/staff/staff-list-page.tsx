import { staffApi } from '@pm/api-client';
import { PAGING } from '@pm/api-contract/routes';
import type { StaffMember } from '@pm/schemas/staff';
import { type DataColumn, DataTable, LoadStates, PageHeading, Pager, useLoad, usePageParam } from '@pm/ui';
import { Chip } from '@pm/ui/mui-advanced';
import { Button, Link as MuiLink } from '@pm/ui/mui-basics';
import { Link } from '@pm/ui/navigation';
import { lastSignInText, roleName, STATUS_COLOURS, STATUS_NAMES, twoStepText } from '../common/staff-text';
import { staffMemberPath, staffScreens } from './staff-screens';

const columns: DataColumn<StaffMember>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (member) => (
      <MuiLink component={Link} to={staffMemberPath(member._id)}>
        {member.name}
      </MuiLink>
    ),
  },
  { key: 'email', header: 'Email', cell: (member) => member.email },
  { key: 'role', header: 'Role', cell: (member) => roleName(member.role) },
  {
    key: 'status',
    header: 'Status',
    cell: (member) => (
      <Chip
        size="small"
        label={STATUS_NAMES[member.status]}
        color={STATUS_COLOURS[member.status]}
        variant="outlined"
      />
    ),
  },
  { key: 'lastSignIn', header: 'Last sign-in', cell: lastSignInText },
  { key: 'twoStep', header: 'Two-step', cell: (member) => twoStepText(member.twoStep) },
];

/** The staff accounts (admins only): one page of them, a real pager, and "Invite" to add a person. */
export function StaffListPage() {
  const [page, setPage] = usePageParam();
  const answer = useLoad(() => staffApi.list(page, PAGING.limit), [page]);
  return (
    <>
      <PageHeading
        title="Staff accounts"
        actions={
          <Button component={Link} to={staffScreens.invite} variant="contained">
            Invite
          </Button>
        }
      />
      <LoadStates state={answer}>
        {(loaded) => (
          <>
            <DataTable<StaffMember>
              label="Staff"
              columns={columns}
              rows={loaded.data}
              emptyText={page > 1 ? 'No staff on this page.' : 'No staff accounts yet.'}
              minWidth={860}
            />
            <Pager facts={loaded} onPage={setPage} />
          </>
        )}
      </LoadStates>
    </>
  );
}
