import type { Account } from '@pm/schemas/staff';
import { sessionStore } from '@pm/session';
import { showToast, TitledSection } from '@pm/ui';
import { Alert, Chip, Divider } from '@pm/ui/mui-advanced';
import { Box, Typography } from '@pm/ui/mui-basics';
import { useNavigate } from '@pm/ui/navigation';
import { useState } from 'react';
import type { NewSecondStep } from './new-second-step';
import { Passkeys } from './passkeys';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';
import { TurnOffTwoStep } from './turn-off-two-step';

/** "On (authenticator app, 2 passkeys)", or "Off". */
function statusText(account: Account): string {
  const ways = [
    ...(account.totp ? ['authenticator app'] : []),
    ...(account.passkeys.length === 1 ? ['1 passkey'] : []),
    ...(account.passkeys.length > 1 ? [`${account.passkeys.length} passkeys`] : []),
  ];
  return ways.length ? `On (${ways.join(', ')})` : 'Off';
}

/**
 * Two-step sign-in: its status; the authenticator app (set up with a QR code and a code); the passkeys (listed,
 * removed, added); and "Turn off two-step" unless the account must have it. A second step just turned on shows its
 * recovery codes once. A session limited to enrolment that just enrolled gets its full token: it is stored when the
 * codes are saved, and the product opens (the shell then reads the session again).
 */
export function TwoStepSection({ account, onChanged }: { account: Account; onChanged: () => void }) {
  const navigate = useNavigate();
  const [added, setAdded] = useState<NewSecondStep | null>(null);
  const on = account.totp || account.passkeys.length > 0;

  /** The full token of a session limited to enrolment: stored, then the product opens. */
  const carryOn = (token: string) => {
    sessionStore.getState().signIn(token);
    navigate('/', { replace: true });
  };

  const onAdded = (step: NewSecondStep) => {
    void showToast(step.what);
    // No call is made while the codes show: the session that asked may have been replaced by the new token.
    if (step.recoveryCodes?.length) setAdded(step);
    else if (step.token) carryOn(step.token);
    else onChanged();
  };

  const onSaved = () => {
    const token = added?.token;
    setAdded(null);
    if (token) carryOn(token);
    else onChanged();
  };

  if (added?.recoveryCodes?.length) {
    return (
      <TitledSection title="Two-step sign-in">
        <RecoveryCodes codes={added.recoveryCodes} onSaved={onSaved} />
      </TitledSection>
    );
  }

  return (
    <TitledSection title="Two-step sign-in">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography>Status:</Typography>
        <Chip label={statusText(account)} color={on ? 'success' : 'default'} variant="outlined" />
        {on && (
          <Typography color="text.secondary">
            {`${account.recoveryCodesLeft} recovery code${account.recoveryCodesLeft === 1 ? '' : 's'} left`}
          </Typography>
        )}
      </Box>
      {account.twoStepRequired && !on && (
        <Alert severity="warning">
          Your account must use two-step sign-in: set up an authenticator app or add a passkey to continue.
        </Alert>
      )}
      <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Authenticator app
      </Typography>
      {account.totp ? (
        <Typography>Your authenticator app is set up.</Typography>
      ) : (
        <TotpSetup onConfirmed={onAdded} />
      )}
      <Divider />
      <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Passkeys
      </Typography>
      <Passkeys passkeys={account.passkeys} onAdded={onAdded} onRemoved={onChanged} />
      {on && !account.twoStepRequired && (
        <>
          <Divider />
          <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            Turn off two-step
          </Typography>
          <TurnOffTwoStep onTurnedOff={onChanged} />
        </>
      )}
    </TitledSection>
  );
}
