import { contractsApi, tenantsApi } from '@pm/api-client';
import type { Contract, SubTenant, Tenant } from '@pm/schemas/records';
import { isFileUrl } from '@pm/schemas/tenant-fields';
import {
  type DataColumn,
  DataTable,
  DetailField,
  DetailFields,
  dateOnly,
  FileLink,
  FormSection,
  fieldColumns,
  propertySummaryColumns,
  RecordDetailsPage,
  RecordSummaryCard,
  RelatedRecords,
  TitledSection,
} from '@pm/ui';
import { Box } from '@pm/ui/mui-basics';
import { tenantScreens } from './tenant-screens';

const fullName = (person: { firstName?: string | null; surName?: string | null } | undefined) =>
  [person?.firstName, person?.surName].filter(Boolean).join(' ');

const subTenantColumns: DataColumn<SubTenant>[] = [
  ...fieldColumns<SubTenant>({
    firstName: 'First Name',
    nickName: 'Nickname',
    surName: 'Surname',
    email: 'Email',
    contactNo: 'Contact No.',
    whatsAppNo: 'WhatsApp No.',
  }),
  { key: 'dob', header: 'Date of Birth', cell: (subTenant) => dateOnly(subTenant.dob) },
  ...fieldColumns<SubTenant>({ nationality: 'Nationality', homeAddress: 'Home Address' }),
  {
    key: 'passport',
    header: 'Passport',
    cell: (subTenant) =>
      isFileUrl(subTenant.passport) ? (
        <FileLink href={subTenant.passport}>View passport</FileLink>
      ) : (
        subTenant.passport
      ),
  },
];

const contractColumns: DataColumn<Contract>[] = [
  { key: 'agent', header: 'Agent', cell: (contract) => contract.agent?.name },
  { key: 'contractRefName', header: 'Contract Reference Name', cell: (contract) => contract.contractRefName },
  { key: 'deposit', header: 'Deposit', cell: (contract) => contract.depositAmount },
  { key: 'start', header: 'Start', cell: (contract) => dateOnly(contract.startDate) },
  { key: 'finish', header: 'Finish', cell: (contract) => dateOnly(contract.finishDate) },
  { key: 'tenantName', header: 'Tenant Name', cell: (contract) => fullName(contract.tenant?.profile) },
  { key: 'ownerName', header: 'Owner Name', cell: (contract) => contract.owner?.profile?.name },
];

function TenantProfile({ tenant }: { tenant: Tenant }) {
  const { profile, documents } = tenant;
  const files = [
    { label: 'Passport', url: documents?.passport },
    { label: 'Contract', url: documents?.contract },
    { label: 'Inventory', url: documents?.inventory },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RecordSummaryCard
        profileImage={profile.profileImage}
        title={fullName(profile)}
        subtitle={tenant.email}
      />
      <FormSection title="Tenant Information">
        <DetailFields
          of={{ ...profile, email: tenant.email, dob: dateOnly(profile.dob) }}
          labels={{
            firstName: 'Name',
            nickName: 'Nickname',
            surName: 'Surname',
            email: 'Email',
            contactNo: 'Contact',
            whatsAppNo: 'WhatsApp',
            dob: 'Date of Birth',
            nationality: 'Nationality',
            homeAddress: 'Home Address',
          }}
        />
      </FormSection>
      <FormSection title="Documents">
        {files.map(({ label, url }) => (
          <DetailField
            key={label}
            label={label}
            value={url && <FileLink href={url}>{`View ${label.toLowerCase()}`}</FileLink>}
          />
        ))}
      </FormSection>
    </Box>
  );
}

function TenantContracts({ tenantId }: { tenantId: string }) {
  return (
    <RelatedRecords title="Contracts" list={(page, limit) => contractsApi.ofTenant(tenantId, page, limit)}>
      {(contracts) => (
        <DataTable
          label="Tenant contracts"
          columns={contractColumns}
          rows={contracts}
          emptyText="No Contracts Available"
        />
      )}
    </RelatedRecords>
  );
}

/** SPEC 2: the tenant, their property, their sub-tenants and their contracts. */
function TenantDetails({ record: tenant, id }: { record: Tenant; id: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TenantProfile tenant={tenant} />
      <TitledSection title="Property">
        <DataTable
          label="Tenant property"
          columns={propertySummaryColumns}
          rows={tenant.profile.property ? [tenant.profile.property] : []}
          emptyText="No Property Available"
        />
      </TitledSection>
      <TitledSection title="Sub Tenants">
        <DataTable
          label="Sub tenants"
          columns={subTenantColumns}
          rows={tenant.profile.subTenants ?? []}
          emptyText="No Sub Tenants"
          minWidth={960}
        />
      </TitledSection>
      <TenantContracts tenantId={id} />
    </Box>
  );
}

export function TenantDetailsPage() {
  return <RecordDetailsPage screens={tenantScreens} read={tenantsApi.get} view={TenantDetails} />;
}
