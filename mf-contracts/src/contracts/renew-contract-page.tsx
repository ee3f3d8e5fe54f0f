import { contractsApi } from '@pm/api-client';
import type { Contract } from '@pm/schemas/records';
import { BackButton, LoadStates, PageHeading, recordPath, showToast, useLoad } from '@pm/ui';
import { Box, Typography } from '@pm/ui/mui-basics';
import { useNavigate, useParams } from '@pm/ui/navigation';
import { ContractForm } from './contract-form';
import {
  type ContractFormValues,
  contractCreatePayload,
  currentParties,
  renewalToFormValues,
} from './contract-form-values';
import { contractScreens } from './contract-screens';

/**
 * Renew Contract (issue 25): the add-contract form, pre-filled with the renewal the server proposes (the same
 * parties, shown but fixed, and terms; it starts the day after the old finish and lasts one more period). Added,
 * it is linked to the contract it renews and its details page opens.
 */
export function RenewContractPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const renewal = useLoad(async () => {
    const [contract, proposal] = await Promise.all([contractsApi.get(id), contractsApi.renewal(id)]);
    return { contract: contract.data, proposal: proposal.data };
  }, [id]);
  const renew = async (values: ContractFormValues, renewed: Contract) => {
    const added = await contractsApi.renew(id, await contractCreatePayload(values), { version: renewed.__v });
    await showToast('Contract renewed');
    navigate(recordPath(contractScreens.details, added.data._id), { replace: true });
  };
  return (
    <>
      <PageHeading
        title="Renew Contract"
        actions={<BackButton to={recordPath(contractScreens.details, id)} />}
      />
      <LoadStates state={renewal}>
        {({ contract, proposal }) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography>
              {`The new contract renews ${contract.contractRefName}. Check its terms, then add it.`}
            </Typography>
            <ContractForm
              key={id}
              mode="create"
              defaultValues={renewalToFormValues(proposal)}
              choices={{ status: 'loaded', data: currentParties(contract) }}
              onSubmit={(values) => renew(values, contract)}
            />
          </Box>
        )}
      </LoadStates>
    </>
  );
}
