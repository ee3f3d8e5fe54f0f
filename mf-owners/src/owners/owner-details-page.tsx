import { ownersApi } from '@pm/api-client';
import type { Owner } from '@pm/schemas/records';
import {
  DataTable,
  DetailFields,
  dateOnly,
  FormSection,
  ImageWithPlaceholder,
  propertySummaryColumns,
  RecordDetailsPage,
  RecordSummaryCard,
  RelatedRecords,
} from '@pm/ui';
import { Box, Paper, Typography } from '@pm/ui/mui-basics';
import { ownerScreens } from './owner-screens';

function DocumentImage({ label, src, alt }: { label: string; src: string | null | undefined; alt: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <ImageWithPlaceholder src={src} alt={alt} width="100%" height={200} />
    </Box>
  );
}

function OwnerProfile({ owner }: { owner: Owner }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RecordSummaryCard
        profileImage={owner.profile.profileImage}
        title={owner.profile.name}
        subtitle={owner.email}
      />
      <FormSection title="Owner Information">
        <DetailFields
          of={{ ...owner.profile, ...owner.bank, email: owner.email, dob: dateOnly(owner.profile.dob) }}
          labels={{
            name: 'Name',
            email: 'Email',
            contactNo: 'Contact',
            dob: 'Date of Birth',
            bankAccNo: 'Bank Account Number',
            bankName: 'Bank Name',
            bankBranch: 'Bank Branch',
          }}
        />
      </FormSection>
      <FormSection title="Documents">
        <DocumentImage label="Bank Image" src={owner.bank.bankImage} alt="Bank image" />
        <DocumentImage label="Passport Image" src={owner.passport.passportImage} alt="Passport image" />
      </FormSection>
    </Box>
  );
}

function OwnerProperties({ ownerId }: { ownerId: string }) {
  return (
    <RelatedRecords title="Properties" list={(page, limit) => ownersApi.properties(ownerId, page, limit)}>
      {(properties) =>
        properties.length === 0 ? (
          <Paper sx={{ p: 3 }}>
            <Typography color="text.secondary">No Properties Available</Typography>
          </Paper>
        ) : (
          <DataTable label="Owner properties" columns={propertySummaryColumns} rows={properties} />
        )
      }
    </RelatedRecords>
  );
}

function OwnerDetails({ record: owner, id }: { record: Owner; id: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <OwnerProfile owner={owner} />
      <OwnerProperties ownerId={id} />
    </Box>
  );
}

export function OwnerDetailsPage() {
  return <RecordDetailsPage screens={ownerScreens} read={ownersApi.get} view={OwnerDetails} />;
}
