import { contractsApi } from '@pm/api-client';
import { CONTRACT_FLAGS, type UtilityPayer } from '@pm/schemas/contract';
import type { Contract } from '@pm/schemas/records';
import { tenantDisplayName } from '@pm/schemas/tenant-fields';
import { DetailField, FormSection, formatAmount, RecordDetailsPage } from '@pm/ui';
import { Box } from '@pm/ui/mui-basics';
import { contractScreens } from './contract-screens';
import { contractLabels as labels, utilityPayerLabels } from './contract-text';

const payer = (value: UtilityPayer | null | undefined) => (value ? utilityPayerLabels[value] : undefined);

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
    </Box>
  );
}

export function ContractDetailsPage() {
  return <RecordDetailsPage screens={contractScreens} read={contractsApi.get} view={ContractDetails} />;
}
