import { zodResolver } from '@hookform/resolvers/zod';
import { accountApi } from '@pm/api-client';
import { type Account, passkeyRegisterSchema } from '@pm/schemas/staff';
import { type DataColumn, DataTable, FormTextField, formatDateTime, showToast } from '@pm/ui';
import { Alert } from '@pm/ui/mui-advanced';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Confirmation, ConfirmDialog } from '../common/confirm-dialog';
import { failureText } from '../common/staff-text';
import type { NewSecondStep } from './new-second-step';

type Passkey = Account['passkeys'][number];

const passkeyNameSchema = passkeyRegisterSchema.pick({ name: true });

/** What went wrong while the browser created the passkey, in words a person can act on. */
function registrationFailure(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already holds a passkey of your account.';
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'The passkey was not created: the request was cancelled or timed out. Try again.';
  return failureText(error);
}

/** "Add a passkey": a name for it, then the browser's own dialog (startRegistration), then the server keeps it. */
function AddPasskey({ onAdded }: { onAdded: (added: NewSecondStep) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<{ name: string }>({
    resolver: zodResolver(passkeyNameSchema),
    defaultValues: { name: '' },
  });

  const add = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      const options = await accountApi.passkeyOptions();
      const optionsJSON = options.data as unknown as PublicKeyCredentialCreationOptionsJSON;
      const response = await startRegistration({ optionsJSON });
      const answer = await accountApi.passkeyRegister(name, { ...response });
      reset({ name: '' });
      onAdded({
        what: `Passkey "${answer.data.passkey.name}" added`,
        recoveryCodes: answer.data.recoveryCodes,
        token: answer.data.access_token,
      });
    } catch (error) {
      setFailure(registrationFailure(error));
    }
  });

  if (!browserSupportsWebAuthn()) {
    return <Typography color="text.secondary">This browser cannot create passkeys.</Typography>;
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={add}
      aria-label="Add a passkey"
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <FormTextField
        control={control}
        name="name"
        label="Passkey name"
        id="passkey-name"
        placeholder="Work laptop"
        autoComplete="off"
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="outlined" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Waiting for the passkey...' : 'Add a passkey'}
        </Button>
      </Box>
    </Box>
  );
}

/** The account's passkeys (name, added, last used) with Remove, and "Add a passkey". */
export function Passkeys({
  passkeys,
  onAdded,
  onRemoved,
}: {
  passkeys: Passkey[];
  onAdded: (added: NewSecondStep) => void;
  onRemoved: () => void;
}) {
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async (passkey: Passkey) => {
    setBusy(true);
    setFailure(null);
    try {
      await accountApi.passkeyRemove(passkey._id);
      void showToast(`Passkey "${passkey.name}" removed`);
      onRemoved();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const columns: DataColumn<Passkey>[] = [
    { key: 'name', header: 'Name', cell: (passkey) => passkey.name },
    { key: 'added', header: 'Added', cell: (passkey) => formatDateTime(passkey.createdAt) },
    {
      key: 'lastUsed',
      header: 'Last used',
      cell: (passkey) => (passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'Never'),
    },
    {
      key: 'remove',
      header: 'Actions',
      cell: (passkey) => (
        <Button
          size="small"
          color="error"
          disabled={busy}
          aria-label={`Remove passkey ${passkey.name}`}
          onClick={() => setRemoving(passkey)}
        >
          Remove
        </Button>
      ),
    },
  ];
  const confirmation: Confirmation | null = removing && {
    title: `Remove the passkey "${removing.name}"?`,
    message: 'It will no longer sign you in.',
    confirm: 'Remove',
    danger: true,
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {passkeys.length > 0 ? (
        <DataTable<Passkey> label="Passkeys" columns={columns} rows={passkeys} minWidth={520} />
      ) : (
        <Typography color="text.secondary">No passkeys yet.</Typography>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <AddPasskey onAdded={onAdded} />
      <ConfirmDialog
        confirmation={confirmation}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
