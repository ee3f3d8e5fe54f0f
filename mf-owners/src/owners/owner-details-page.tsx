import { ownersApi } from '@pm/api-client';
import type { Owner } from '@pm/schemas/owner';
import {
  BackButton,
  DataTable,
  DetailField,
  FormSection,
  ImageWithPlaceholder,
  LoadStates,
  PageHeading,
  propertySummaryColumns,
  useLoad,
} from '@pm/ui';
import { Box, Button, Paper, Typography } from '@pm/ui/mui-basics';
import { Link, useParams } from '@pm/ui/navigation';

function OwnerProfile({ owner }: { owner: Owner }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper sx={{ p: { xs: 2, md: 3 }, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ImageWithPlaceholder
          src={owner.profile.profileImage}
          alt="Profile image"
          placeholder="person"
          width={96}
          height={96}
          round
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h3">
            {owner.profile.name}
          </Typography>
          <Typography color="text.secondary">{owner.email}</Typography>
        </Box>
      </Paper>
      <FormSection title="Owner Information">
        <DetailField label="Name" value={owner.profile.name} />
        <DetailField label="Email" value={owner.email} />
        <DetailField label="Contact" value={owner.profile.contactNo} />
        <DetailField label="Date of Birth" value={owner.profile.dob?.slice(0, 10)} />
        <DetailField label="Bank Account Number" value={owner.bank.bankAccNo} />
        <DetailField label="Bank Name" value={owner.bank.bankName} />
        <DetailField label="Bank Branch" value={owner.bank.bankBranch} />
      </FormSection>
      <FormSection title="Documents">
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="caption" color="text.secondary">
            Bank Image
          </Typography>
          <ImageWithPlaceholder src={owner.bank.bankImage} alt="Bank image" width="100%" height={200} />
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="caption" color="text.secondary">
            Passport Image
          </Typography>
          <ImageWithPlaceholder
            src={owner.passport.passportImage}
            alt="Passport image"
            width="100%"
            height={200}
          />
        </Box>
      </FormSection>
    </Box>
  );
}

function OwnerProperties({ ownerId }: { ownerId: string }) {
  const properties = useLoad(
    () => ownersApi.properties(ownerId, 1, 15).then((answer) => answer.data),
    [ownerId],
  );
  return (
    <Box component="section" aria-label="Properties" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" component="h3">
        Properties
      </Typography>
      <LoadStates state={properties}>
        {(data) =>
          data.length === 0 ? (
            <Paper sx={{ p: 3 }}>
              <Typography color="text.secondary">No Properties Available</Typography>
            </Paper>
          ) : (
            <DataTable label="Owner properties" columns={propertySummaryColumns} rows={data} />
          )
        }
      </LoadStates>
    </Box>
  );
}

export function OwnerDetailsPage() {
  const { id = '' } = useParams();
  const owner = useLoad(() => ownersApi.get(id).then((answer) => answer.data), [id]);
  return (
    <>
      <PageHeading
        title="Owner Details"
        actions={
          <>
            <BackButton to="/owners" />
            {owner.status === 'loaded' && (
              <Button component={Link} to={`/owners/update-owner/${id}`} variant="contained">
                Update Owner
              </Button>
            )}
          </>
        }
      />
      <LoadStates state={owner}>
        {(data) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <OwnerProfile owner={data} />
            <OwnerProperties ownerId={id} />
          </Box>
        )}
      </LoadStates>
    </>
  );
}
