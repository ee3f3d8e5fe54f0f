import { contractsApi } from '@pm/api-client';
import { CONTRACT_FLAGS, type UtilityPayer } from '@pm/schemas/contract-fields';
import type { Contract } from '@pm/schemas/records';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';
import {
  DetailField,
  FormSection,
  formatAmount,
  formatDateTime,
  type RecordActionsProps,
  RecordDetailsPage,
  recordPath,
} from '@pm/ui';
import { Box, Link as MuiLink } from '@pm/ui/mui-basics';
import { Link } from '@pm/ui/navigation';
import { contractScreens } from './contract-screens';
import { contractLabels as labels, utilityPayerLabels } from './contract-text';
import { LeaseActions } from './lease-actions';
import { LEASE_STATUS_NAMES, leaseLabels } from './lease-text';

const payer = (value: UtilityPayer | null | undefined) => (value ? utilityPayerLabels[value] : undefined);

/** A link to another contract's details page, by its reference name. */
function ContractLink({ contract }: { contract: { _id: string; contractRefName: string } | null }) {
  if (!contract) return null;
  return (
    <MuiLink component={Link} to={recordPath(contractScreens.details, contract._id)}>
      {contract.contractRefName}
    </MuiLink>
  );
}

/**
 * The lease (issue 25): its status, the contract it renews and the one that renews it (links), when a renewal was
 * offered, and the recorded ending.
 */
function LeaseSection({ contract }: { contract: Contract }) {
  const { ending } = contract;
  return (
    <FormSection title="Lease">
      <DetailField label={leaseLabels.status} value={LEASE_STATUS_NAMES[contract.leaseStatus]} />
      {contract.renews && (
        <DetailField label={leaseLabels.renews} value={<ContractLink contract={contract.renews} />} />
      )}
      {contract.renewedBy && (
        <DetailField label={leaseLabels.renewedBy} value={<ContractLink contract={contract.renewedBy} />} />
      )}
      {contract.renewalOfferedAt && (
        <DetailField label={leaseLabels.renewalOfferedAt} value={formatDateTime(contract.renewalOfferedAt)} />
      )}
      {ending && (
        <>
          <DetailField label={leaseLabels.endDate} value={ending.date.slice(0, 10)} />
          <DetailField label={leaseLabels.endNote} value={ending.note} />
          <DetailField
            label={leaseLabels.propertyAvailable}
            value={ending.propertyAvailable ? 'Yes' : 'No'}
          />
        </>
      )}
    </FormSection>
  );
}

/** Beside "Update Contract": Renew, Renewal offered and End lease (admins and agents). */
function ContractLeaseActions({ record, reload }: RecordActionsProps<Contract>) {
  return <LeaseActions contract={record} onChanged={() => void reload()} />;
}

function ContractDetails({ record: contract }: { record: Contract }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormSection title="Parties">
        <DetailField label={labels.owner} value={contract.owner?.profile?.name} />
        <DetailField label={labels.property} value={contract.property?.name} />
        <DetailField label={labels.tenant} value={tenantDisplayName(contract.tenant)} />
      </FormSection>
      <FormSection title="Contract Terms">
        <DetailField label={labels.contractRefName} value={contract.contractRefName} />
        <DetailField label={labels.rentalRateInMonths} value={formatAmount(contract.rentalRateInMonths)} />
        <DetailField label={labels.rentalPeriod} value={contract.rentalPeriod} />
        <DetailField label={labels.startDate} value={contract.startDate} />
        <DetailField label={labels.finishDate} value={contract.finishDate} />
        <DetailField label={labels.depositAmount} value={formatAmount(contract.depositAmount)} />
        <DetailField label={labels.numberOfTenants} value={contract.numberOfTenants} />
      </FormSection>
      <FormSection title="Agents">
        <DetailField label={labels.agentName} value={contract.agent?.name} />
        <DetailField label={labels.coAgentName} value={contract.coAgent?.name} />
        <DetailField label={labels.coAgentCompany} value={contract.coAgent?.company} />
      </FormSection>
      <FormSection title="Utilities Paid By">
        <DetailField label={labels.water} value={payer(contract.resOfUtils?.water)} />
        <DetailField label={labels.electricity} value={payer(contract.resOfUtils?.electricity)} />
        <DetailField label={labels.internet} value={payer(contract.resOfUtils?.internet)} />
      </FormSection>
      <FormSection title="Maintenance and Services">
        <DetailField
          label={labels.maintenanceThreshold}
          value={formatAmount(contract.maintenanceThreshold)}
        />
        <DetailField
          label={labels.bahtMaintainanceThreshold}
          value={formatAmount(contract.bahtMaintainanceThreshold)}
        />
        {CONTRACT_FLAGS.map((flag) => (
          <DetailField key={flag} label={labels[flag]} value={contract[flag] ? 'Yes' : 'No'} />
        ))}
      </FormSection>
      <LeaseSection contract={contract} />
    </Box>
  );
}

export function ContractDetailsPage() {
  return (
    <RecordDetailsPage
      screens={contractScreens}
      read={contractsApi.get}
      view={ContractDetails}
      actions={ContractLeaseActions}
    />
  );
}
