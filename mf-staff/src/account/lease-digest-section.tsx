import { accountApi } from '@pm/api-client';
import { DIGEST_HORIZON_DAYS } from '@pm/schemas/lease';
import type { Account } from '@pm/schemas/staff';
import { showToast, TitledSection } from '@pm/ui';
import { Alert, FormControlLabel, Switch } from '@pm/ui/mui-advanced';
import { Typography } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { failureText } from '../common/staff-text';

/**
 * "Daily lease digest" (issue 25): a switch for the daily mail of the contracts that end soon, the overdue ones and
 * the passports that expire before a contract does. Saved at once; the sentence under it says what is set.
 */
export function LeaseDigestSection({ account }: { account: Account }) {
  const [on, setOn] = useState(account.leaseDigest);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (wanted: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await accountApi.leaseDigest(wanted);
      setOn(answer.data.leaseDigest);
      void showToast(
        answer.data.leaseDigest ? 'Daily lease digest turned on' : 'Daily lease digest turned off',
      );
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TitledSection title="Daily lease digest">
      <Typography color="text.secondary">
        {`Once a day, a mail lists the contracts that end in the next ${DIGEST_HORIZON_DAYS} days with no renewal, the overdue ones, and the passports that expire before a contract ends. No mail when there is nothing to list.`}
      </Typography>
      <FormControlLabel
        label="Send me the daily lease digest"
        control={<Switch checked={on} disabled={busy} onChange={(event) => change(event.target.checked)} />}
      />
      <Typography role="status">
        {on ? 'You get the daily lease digest.' : 'You do not get the daily lease digest.'}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </TitledSection>
  );
}
