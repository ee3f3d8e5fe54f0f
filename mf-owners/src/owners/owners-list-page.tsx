import { ownersApi } from '@pm/api-client';
import type { Owner } from '@pm/schemas/owner';
import {
  ActionMenu,
  type DataColumn,
  DataTable,
  ImageWithPlaceholder,
  LoadStates,
  PageHeading,
  SearchInput,
  StaticPager,
  useLoad,
} from '@pm/ui';
import { Chip } from '@pm/ui/mui-advanced';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { Link } from '@pm/ui/navigation';

const columns: DataColumn<Owner>[] = [
  {
    key: 'owner',
    header: 'Owner Name',
    cell: (owner) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ImageWithPlaceholder
          src={owner.profile.profileImage}
          alt={`${owner.profile.name} profile image`}
          placeholder="person"
          width={40}
          height={40}
          round
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {owner.profile.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {owner.email}
          </Typography>
        </Box>
      </Box>
    ),
  },
  { key: 'phone', header: 'Phone', cell: (owner) => owner.profile.contactNo },
  { key: 'bankName', header: 'Bank Name', cell: (owner) => owner.bank.bankName },
  { key: 'passportNo', header: 'Passport No', cell: (owner) => owner.passport.passportNo },
  // SPEC 2: the status is a fixed placeholder.
  {
    key: 'status',
    header: 'Status',
    cell: () => <Chip label="Active" color="success" size="small" variant="outlined" />,
  },
  {
    key: 'action',
    header: 'Action',
    cell: (owner) => (
      <ActionMenu
        label={`Actions for ${owner.profile.name}`}
        viewTo={`/owner/${owner._id}`}
        updateTo={`/owners/update-owner/${owner._id}`}
        onDelete={() => console.log('Delete owner', owner._id)}
      />
    ),
  },
];

export function OwnersListPage() {
  const owners = useLoad(() => ownersApi.list(1, 15).then((answer) => answer.data), []);
  return (
    <>
      <PageHeading
        title="Owners"
        actions={
          <Button component={Link} to="/add-owner" variant="contained">
            Add Owner
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <SearchInput />
      </Box>
      <LoadStates state={owners}>
        {(data) => (
          <>
            <DataTable label="Owners" columns={columns} rows={data} emptyText="No Owners Available" />
            <StaticPager />
          </>
        )}
      </LoadStates>
    </>
  );
}
