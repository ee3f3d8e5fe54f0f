import { zodResolver } from '@hookform/resolvers/zod';
import { accountApi } from '@pm/api-client';
import { codeSchema } from '@pm/schemas/staff';
import { FormTextField } from '@pm/ui';
import { Alert } from '@pm/ui/mui-advanced';
import { Box, Button, Typography } from '@pm/ui/mui-basics';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText } from '../common/staff-text';
import type { NewSecondStep } from './new-second-step';

interface Enrolment {
  secret: string;
  qrCode: string;
}

/** Groups a secret in fours, as authenticator apps show it, for typing it by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * "Set up authenticator app": a new secret as a QR code and as text, then a code of the app to confirm it; the
 * confirmation answers the recovery codes, which the section shows once.
 */
export function TotpSetup({ onConfirmed }: { onConfirmed: (added: NewSecondStep) => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      const answer = await accountApi.totpEnrol();
      setEnrolment({ secret: answer.data.secret, qrCode: answer.data.qrCode });
      reset({ code: '' });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setStarting(false);
    }
  };

  const confirm = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const answer = await accountApi.totpConfirm(code);
      setEnrolment(null);
      onConfirmed({
        what: 'Authenticator app turned on',
        recoveryCodes: answer.data.recoveryCodes,
        token: answer.data.access_token,
      });
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  const failed = failure && (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  );

  if (!enrolment) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Button variant="contained" onClick={start} disabled={starting}>
          {starting ? 'Starting...' : 'Set up authenticator app'}
        </Button>
        {failed}
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={confirm}
      aria-label="Set up authenticator app"
      sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
    >
      <Typography>
        Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password, ...), then type the 6-digit code it shows.
      </Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="QR code to scan with your authenticator app"
        width={200}
        height={200}
        sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary">
          Cannot scan it? Type this key in the app instead:
        </Typography>
        <Typography
          component="code"
          data-testid="totp-secret"
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {grouped(enrolment.secret)}
        </Typography>
      </Box>
      <FormTextField
        control={control}
        name="code"
        label="Code from the app"
        id="totp-code"
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      {failed}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Confirming...' : 'Confirm'}
        </Button>
        <Button onClick={() => setEnrolment(null)} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
