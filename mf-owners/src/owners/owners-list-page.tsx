import { ownersApi } from '@pm/api-client';
import type { Owner } from '@pm/schemas/records';
import { actionsColumn, type DataColumn, ImageWithPlaceholder, RecordListPage } from '@pm/ui';
import { Chip } from '@pm/ui/mui-advanced';
import { Box, Typography } from '@pm/ui/mui-basics';
import { ownerScreens } from './owner-screens';

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
  actionsColumn(ownerScreens, (owner) => owner.profile.name, 'Action'),
];

export function OwnersListPage() {
  return <RecordListPage screens={ownerScreens} list={ownersApi.list} columns={columns} withSearch />;
}
