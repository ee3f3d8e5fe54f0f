import { contractsApi } from '@pm/api-client';
import type { Contract } from '@pm/schemas/records';
import { useCan } from '@pm/session';
import { saveOrShowFailure, showToast } from '@pm/ui';
import { Button } from '@pm/ui/mui-basics';
import { Link } from '@pm/ui/navigation';
import { useState } from 'react';
import { type EndingContract, EndLeaseDialog } from './end-lease-dialog';
import { renewPath } from './lease-screens';

/** What the lease actions need of a contract: a stored one, or a row of the expiring list. */
export type LeaseContract = EndingContract & Pick<Contract, 'leaseStatus'>;

/**
 * A lease's actions, for a role that may write (admins and agents): "Renew" (the add form, pre-filled) unless it
 * was renewed; "Renewal offered" while it is open; "End lease" while it is neither renewed nor ending. In a table
 * row the buttons are small, shorter ("End") and named after the contract for assistive technology.
 */
export function LeaseActions({
  contract,
  onChanged,
  inRow = false,
}: {
  contract: LeaseContract;
  /** After a change: read the contract (or the list) again. */
  onChanged: () => void;
  inRow?: boolean;
}) {
  const canWrite = useCan('write');
  const [busy, setBusy] = useState(false);
  const [ending, setEnding] = useState<EndingContract | null>(null);
  if (!canWrite) return null;
  const { _id: id, contractRefName: name, leaseStatus } = contract;
  const named = (action: string) => (inRow ? `${action} ${name}` : undefined);
  const size = inRow ? 'small' : 'medium';

  const offerRenewal = async () => {
    setBusy(true);
    const version = contract.__v === undefined ? undefined : { version: contract.__v };
    const done = await saveOrShowFailure(() => contractsApi.renewalOffered(id, version), 'error');
    setBusy(false);
    if (!done) return;
    void showToast(`Renewal offer recorded for ${name}`);
    onChanged();
  };

  return (
    <>
      {leaseStatus !== 'renewed' && (
        <Button
          component={Link}
          to={renewPath(id)}
          size={size}
          variant={inRow ? 'text' : 'outlined'}
          aria-label={named('Renew')}
        >
          Renew
        </Button>
      )}
      {leaseStatus === 'open' && (
        <Button
          size={size}
          variant={inRow ? 'text' : 'outlined'}
          disabled={busy}
          onClick={offerRenewal}
          aria-label={named('Renewal offered for')}
        >
          Renewal offered
        </Button>
      )}
      {(leaseStatus === 'open' || leaseStatus === 'renewal offered') && (
        <Button
          size={size}
          variant={inRow ? 'text' : 'outlined'}
          color="warning"
          onClick={() => setEnding(contract)}
          aria-label={named('End lease')}
        >
          {inRow ? 'End' : 'End lease'}
        </Button>
      )}
      <EndLeaseDialog
        contract={ending}
        onClose={() => setEnding(null)}
        onEnded={() => {
          setEnding(null);
          onChanged();
        }}
      />
    </>
  );
}
