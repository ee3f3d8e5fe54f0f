import { contractsApi, tenantsApi } from '@pm/api-client';
import type { Contract } from '@pm/schemas/contract';
import { isFileUrl, type SubTenant, type Tenant } from '@pm/schemas/tenant';
import {
  BackButton,
  type DataColumn,
  DataTable,
  DetailField,
  FormSection,
  ImageWithPlaceholder,
  LoadStates,
  PageHeading,
  propertySummaryColumns,
  useLoad,
} from '@pm/ui';
import { Box, Button, Link as MuiLink, Paper, Typography } from '@pm/ui/mui-basics';
import { Link, useParams } from '@pm/ui/navigation';
import type { ReactNode } from 'react';

const date = (value: string | null | undefined) => value?.slice(0, 10) ?? '';
const fullName = (person: { firstName?: string | null; surName?: string | null } | undefined) =>
  [person?.firstName, person?.surName].filter(Boolean).join(' ');

const fileLink = (url: string, text: string) => (
  <MuiLink href={url} target="_blank" rel="noopener noreferrer">
    {text}
  </MuiLink>
);

const subTenantColumns: DataColumn<SubTenant>[] = [
  { key: 'firstName', header: 'First Name', cell: (subTenant) => subTenant.firstName },
  { key: 'nickName', header: 'Nickname', cell: (subTenant) => subTenant.nickName },
  { key: 'surName', header: 'Surname', cell: (subTenant) => subTenant.surName },
  { key: 'email', header: 'Email', cell: (subTenant) => subTenant.email },
  { key: 'contactNo', header: 'Contact No.', cell: (subTenant) => subTenant.contactNo },
  { key: 'whatsAppNo', header: 'WhatsApp No.', cell: (subTenant) => subTenant.whatsAppNo },
  { key: 'dob', header: 'Date of Birth', cell: (subTenant) => date(subTenant.dob) },
  { key: 'nationality', header: 'Nationality', cell: (subTenant) => subTenant.nationality },
  { key: 'homeAddress', header: 'Home Address', cell: (subTenant) => subTenant.homeAddress },
  {
    key: 'passport',
    header: 'Passport',
    cell: (subTenant) =>
      isFileUrl(subTenant.passport) ? fileLink(subTenant.passport, 'View passport') : subTenant.passport,
  },
];

const contractColumns: DataColumn<Contract>[] = [
  { key: 'agent', header: 'Agent', cell: (contract) => contract.agent?.name },
  { key: 'contractRefName', header: 'Contract Reference Name', cell: (contract) => contract.contractRefName },
  { key: 'deposit', header: 'Deposit', cell: (contract) => contract.depositAmount },
  { key: 'start', header: 'Start', cell: (contract) => date(contract.startDate) },
  { key: 'finish', header: 'Finish', cell: (contract) => date(contract.finishDate) },
  { key: 'tenantName', header: 'Tenant Name', cell: (contract) => fullName(contract.tenant?.profile) },
  { key: 'ownerName', header: 'Owner Name', cell: (contract) => contract.owner?.profile?.name },
];

function TableSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TenantProfile({ tenant }: { tenant: Tenant }) {
  const { profile, documents } = tenant;
  const files = [
    { label: 'Passport', url: documents?.passport },
    { label: 'Contract', url: documents?.contract },
    { label: 'Inventory', url: documents?.inventory },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper sx={{ p: { xs: 2, md: 3 }, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ImageWithPlaceholder
          src={profile.profileImage}
          alt="Profile image"
          placeholder="person"
          width={96}
          height={96}
          round
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h3">
            {fullName(profile)}
          </Typography>
          <Typography color="text.secondary">{tenant.email}</Typography>
        </Box>
      </Paper>
      <FormSection title="Tenant Information">
        <DetailField label="Name" value={profile.firstName} />
        <DetailField label="Nickname" value={profile.nickName} />
        <DetailField label="Surname" value={profile.surName} />
        <DetailField label="Email" value={tenant.email} />
        <DetailField label="Contact" value={profile.contactNo} />
        <DetailField label="WhatsApp" value={profile.whatsAppNo} />
        <DetailField label="Date of Birth" value={date(profile.dob)} />
        <DetailField label="Nationality" value={profile.nationality} />
        <DetailField label="Home Address" value={profile.homeAddress} />
      </FormSection>
      <FormSection title="Documents">
        {files.map(({ label, url }) => (
          <DetailField
            key={label}
            label={label}
            value={url ? fileLink(url, `View ${label.toLowerCase()}`) : ''}
          />
        ))}
      </FormSection>
    </Box>
  );
}

function TenantContracts({ tenantId }: { tenantId: string }) {
  const contracts = useLoad(
    () => contractsApi.ofTenant(tenantId, 1, 15).then((answer) => answer.data),
    [tenantId],
  );
  return (
    <TableSection title="Contracts">
      <LoadStates state={contracts}>
        {(data) => (
          <DataTable
            label="Tenant contracts"
            columns={contractColumns}
            rows={data}
            emptyText="No Contracts Available"
          />
        )}
      </LoadStates>
    </TableSection>
  );
}

export function TenantDetailsPage() {
  const { id = '' } = useParams();
  const tenant = useLoad(() => tenantsApi.get(id).then((answer) => answer.data), [id]);
  return (
    <>
      <PageHeading
        title="Tenant Details"
        actions={
          <>
            <BackButton to="/tenants" />
            {tenant.status === 'loaded' && (
              <Button component={Link} to={`/tenants/edit-tenant/${id}`} variant="contained">
                Update Tenant
              </Button>
            )}
          </>
        }
      />
      <LoadStates state={tenant}>
        {(data) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <TenantProfile tenant={data} />
            <TableSection title="Property">
              <DataTable
                label="Tenant property"
                columns={propertySummaryColumns}
                rows={data.profile.property ? [data.profile.property] : []}
                emptyText="No Property Available"
              />
            </TableSection>
            <TableSection title="Sub Tenants">
              <DataTable
                label="Sub tenants"
                columns={subTenantColumns}
                rows={data.profile.subTenants ?? []}
                emptyText="No Sub Tenants"
                minWidth={960}
              />
            </TableSection>
            <TenantContracts tenantId={id} />
          </Box>
        )}
      </LoadStates>
    </>
  );
}
